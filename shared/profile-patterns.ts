/**
 * The patterns and limits of spec point 5 for the company profile. Plain data with no imports: the
 * server's validators (profile-rules.ts, company-key-facts.service.ts) and the client's own checks
 * (client/src/lib/validation/company-profile-rules.ts) both use this file, so they cannot drift.
 */

/** English only: Latin letters, digits, punctuation, symbols and whitespace; no other script. */
export const ENGLISH_TEXT = /^[\p{Script=Latin}\p{Script=Common}\p{Script=Inherited}]*$/u;
/** A Georgian field: Georgian or English (both scripts, digits, punctuation, whitespace). */
export const GEORGIAN_OR_ENGLISH_TEXT =
  /^[\p{Script=Latin}\p{Script=Georgian}\p{Script=Common}\p{Script=Inherited}]*$/u;
/** The contact form's phone: an optional plus, then digit groups separated by single spaces. */
export const PHONE_PATTERN = /^\+?\d+(?: \d+)*$/;
/** A phone number has at most 15 digits (E.164). */
export const PHONE_DIGIT_COUNT = /^\D*(?:\d\D*){1,15}$/;
export const PHONE_MAX_LENGTH = 30;
/** A number key fact typed as text: digits only ("Numbers only"). */
export const NUMBERS_ONLY = /^\d{1,15}$/;
export const DEFAULT_COUNTRY_CODE = '+995';

export const ABOUT_MAX_LENGTH = 1000;
export const TAGLINE_MAX_LENGTH = 200;
export const KEY_FACT_TEXT_MAX_LENGTH = 500;
export const OFFICE_MAX_LENGTH = 300;
export const FIRST_YEAR = 1800;
export const MAX_KEY_FACT_NUMBER = 1_000_000_000;

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/** A link typed without a scheme is stored with `http://` in front (spec point 5). */
export const withScheme = (url: string): string => (SCHEME.test(url) ? url : `http://${url}`);
