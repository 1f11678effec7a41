/** The client-side validation rules of spec point 5, in one place, with the server's patterns
 *  (src/modules/account/dto/account-fields.rules.ts) so that what passes here passes there. Each
 *  rule answers undefined when the value is fine, or the locale key of the message to show. */
import { emailMixesScripts } from '../../../../shared/email-scripts';

export type MessageKey = `validation.${string}`;

export const COMPANY_NAME_MIN = 2;
export const COMPANY_NAME_MAX = 50;
export const FULL_NAME_MIN = 4;
export const FULL_NAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
/** Spec point 9: images up to 10000 KB, as jpeg, jpg, png or webp. */
export const IMAGE_MAX_BYTES = 10_000 * 1024;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const IMAGE_EXTENSIONS = ['jpeg', 'jpg', 'png', 'webp'] as const;
export const IMAGE_ACCEPT = [...IMAGE_TYPES, ...IMAGE_EXTENSIONS.map((extension) => `.${extension}`)].join(',');

const LATIN_WORD = /^[A-Za-z]+$/;
const GEORGIAN_WORD = /^[\u10D0-\u10FF]+$/;
/** Latin letters, digits, spaces and common punctuation. */
const COMPANY_NAME_CHARACTERS = /^[A-Za-z0-9 .,&'"()\-+!?@#/:;_]+$/;
/** Printable ASCII: anything else (Georgian, Cyrillic, emoji ...) is "not in English". */
const PRINTABLE_ASCII = /^[\x20-\x7E]+$/;
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** Names are sent trimmed, with single spaces between the words (the server does the same). */
export const normalizeName = (value: string): string => value.trim().replace(/\s+/g, ' ');

/** Company name: required, in English (printable ASCII), Latin letters, digits, spaces and common
 *  punctuation only, 2–50. */
export function companyNameRule(value: string): MessageKey | undefined {
  const name = normalizeName(value);
  if (!name) return 'validation.companyNameRequired';
  if (!PRINTABLE_ASCII.test(name)) return 'validation.companyNameEnglish';
  if (!COMPANY_NAME_CHARACTERS.test(name)) return 'validation.companyNameFormat';
  if (name.length < COMPANY_NAME_MIN) return 'validation.companyNameMin';
  if (name.length > COMPANY_NAME_MAX) return 'validation.companyNameMax';
  return undefined;
}

/** Personal full name: Latin or Georgian letters (one script), at least two words, 4–50. */
export function fullNameRule(value: string): MessageKey | undefined {
  const name = normalizeName(value);
  if (!name) return 'validation.fullNameRequired';
  const words = name.split(' ');
  const latin = words.every((word) => LATIN_WORD.test(word));
  const georgian = words.every((word) => GEORGIAN_WORD.test(word));
  if (!latin && !georgian) return 'validation.fullNameLanguage';
  if (name.length < FULL_NAME_MIN) return 'validation.fullNameMin';
  if (name.length > FULL_NAME_MAX) return 'validation.fullNameMax';
  if (words.length < 2) return 'validation.fullNameFormat';
  return undefined;
}

export function emailRule(value: string): MessageKey | undefined {
  const email = value.trim();
  if (!email) return 'validation.emailRequired';
  if (email.length > EMAIL_MAX || !EMAIL.test(email)) return 'validation.emailFormat';
  if (emailMixesScripts(email)) return 'validation.emailMixedScripts';
  return undefined;
}

/** 8–128 characters with a lower-case letter, an upper-case letter, a digit and a special character. */
export function passwordRule(value: string): MessageKey | undefined {
  if (!value) return 'validation.passwordRequired';
  const strong =
    value.length >= PASSWORD_MIN &&
    value.length <= PASSWORD_MAX &&
    /[a-z]/.test(value) &&
    /[A-Z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value);
  return strong ? undefined : 'validation.passwordRule';
}

/** The current password (sign-in, password change, account deletion): only required. */
export function currentPasswordRule(value: string): MessageKey | undefined {
  return value ? undefined : 'validation.passwordRequired';
}

export function confirmPasswordRule(value: string, password: string): MessageKey | undefined {
  if (!value) return 'validation.confirmPasswordRequired';
  return value === password ? undefined : 'validation.passwordsDiffer';
}

/** At least one technology on sign-up. */
export function technologiesRule(value: readonly unknown[]): MessageKey | undefined {
  return value.length > 0 ? undefined : 'validation.technologiesRequired';
}

/** Profile image, logo and cover: jpeg, jpg, png or webp, up to 10000 KB. */
export function imageFileRule(file: Pick<File, 'name' | 'type' | 'size'>): MessageKey | undefined {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type
    ? (IMAGE_TYPES as readonly string[]).includes(file.type.toLowerCase())
    : (IMAGE_EXTENSIONS as readonly string[]).includes(extension);
  if (!typeOk) return 'validation.fileFormat';
  if (file.size > IMAGE_MAX_BYTES) return 'validation.fileTooLarge';
  return undefined;
}
