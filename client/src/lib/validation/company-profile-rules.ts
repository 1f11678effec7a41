/** The company profile's client-side rules of spec point 5 (about text, key facts, contact card),
 *  with the server's patterns (src/modules/company/profile/profile-rules.ts and
 *  company-key-facts.service.ts) so that what passes here passes there. Each rule answers
 *  undefined when the value is fine, or the locale key of the message to show. */
export type ProfileMessageKey = `panel.edit.errors.${string}`;

import {
  ABOUT_MAX_LENGTH,
  DEFAULT_COUNTRY_CODE,
  ENGLISH_TEXT,
  FIRST_YEAR,
  GEORGIAN_OR_ENGLISH_TEXT,
  KEY_FACT_TEXT_MAX_LENGTH,
  MAX_KEY_FACT_NUMBER,
  NUMBERS_ONLY,
  OFFICE_MAX_LENGTH,
  PHONE_DIGIT_COUNT,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  withScheme,
} from '../../../../shared/profile-patterns';

export {
  ABOUT_MAX_LENGTH,
  DEFAULT_COUNTRY_CODE,
  ENGLISH_TEXT,
  FIRST_YEAR,
  GEORGIAN_OR_ENGLISH_TEXT,
  KEY_FACT_TEXT_MAX_LENGTH,
  MAX_KEY_FACT_NUMBER,
  NUMBERS_ONLY,
  OFFICE_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  withScheme,
};

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;
export const URL_MAX_LENGTH = 500;
export const MAP_URL_MAX_LENGTH = 1000;
export const EMAIL_MAX_LENGTH = 254;

export type TextLanguage = 'english' | 'georgianOrEnglish';

/** The current year by the clock (the server checks the same against UTC). */
export const currentYear = (now: Date = new Date()): number => now.getUTCFullYear();

/** Text of at most `max` characters in the given language; empty is fine (it clears the field). */
export function profileTextRule(value: string, max: number, language: TextLanguage): ProfileMessageKey | undefined {
  const text = value.trim();
  if (text.length > max) return 'panel.edit.errors.tooLong';
  if (language === 'english' && !ENGLISH_TEXT.test(text)) return 'panel.edit.errors.englishOnly';
  if (language === 'georgianOrEnglish' && !GEORGIAN_OR_ENGLISH_TEXT.test(text))
    return 'panel.edit.errors.georgianOrEnglish';
  return undefined;
}

/** Optional phone: an optional plus, digit groups separated by single spaces, at most 15 digits. */
export function phoneRule(value: string): ProfileMessageKey | undefined {
  const phone = value.trim();
  if (!phone) return undefined;
  if (phone.length > PHONE_MAX_LENGTH || !PHONE_PATTERN.test(phone) || !PHONE_DIGIT_COUNT.test(phone))
    return 'panel.edit.errors.phoneInvalid';
  return undefined;
}

/** Optional e-mail in a valid format. */
export function profileEmailRule(value: string): ProfileMessageKey | undefined {
  const email = value.trim();
  if (!email) return undefined;
  if (email.length > EMAIL_MAX_LENGTH || !EMAIL.test(email)) return 'panel.edit.errors.emailInvalid';
  return undefined;
}

/** True for a link that, with `http://` put in front when it has no scheme, is an http(s) URL with a
 *  host name ending in a top-level domain and no user name or password (the server's isURL options). */
export function isProfileUrl(value: string): boolean {
  const text = value.trim();
  if (!text || /\s/.test(text)) return false;
  let url: URL;
  try {
    url = new URL(withScheme(text));
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username || url.password) return false;
  const labels = url.hostname.split('.');
  if (labels.length < 2 || labels.some((label) => label === '')) return false;
  const tld = labels[labels.length - 1];
  return /^(?:[a-z\u00a1-\uffff]{2,}|xn--[a-z0-9-]{2,})$/i.test(tld);
}

/** Optional link, scheme optional (spec point 5: 'Enter correct url!'), at most `max` characters. */
export function profileUrlRule(value: string, max = URL_MAX_LENGTH): ProfileMessageKey | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (withScheme(text).length > max) return 'panel.edit.errors.urlTooLong';
  return isProfileUrl(text) ? undefined : 'panel.edit.errors.urlInvalid';
}

/** A Number key fact: numbers only (digits), at most a billion; empty is fine. */
export function keyFactNumberRule(value: string): ProfileMessageKey | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (!NUMBERS_ONLY.test(text)) return 'panel.edit.errors.numbersOnly';
  if (Number(text) > MAX_KEY_FACT_NUMBER) return 'panel.edit.errors.numberTooLarge';
  return undefined;
}

/** A Year key fact: between 1800 and the current year ('Enter valid year'); empty is fine. */
export function keyFactYearRule(value: string, now: Date = new Date()): ProfileMessageKey | undefined {
  const text = value.trim();
  if (!text) return undefined;
  if (!/^\d{4}$/.test(text)) return 'panel.edit.errors.invalidYear';
  const year = Number(text);
  return year < FIRST_YEAR || year > currentYear(now) ? 'panel.edit.errors.invalidYear' : undefined;
}

/** The value a text field is sent with: trimmed, line breaks as \n; blank is null (clears it). */
export const optionalText = (value: string): string | null => {
  const text = value.replace(/\r\n?/g, '\n').trim();
  return text === '' ? null : text;
};

/** Cuts pasted text so the field keeps at most `max` characters: what was there stays, the
 *  pasted part is shortened. Answers the new value, where the caret goes and whether it was cut. */
export function insertWithinLimit(
  current: string,
  pasted: string,
  selectionStart: number,
  selectionEnd: number,
  max: number,
): { value: string; caret: number; trimmed: boolean } {
  const before = current.slice(0, selectionStart);
  const after = current.slice(selectionEnd);
  const room = Math.max(0, max - before.length - after.length);
  const inserted = pasted.length > room ? pasted.slice(0, room) : pasted;
  return {
    value: before + inserted + after,
    caret: before.length + inserted.length,
    trimmed: inserted.length < pasted.length,
  };
}
