import type { Language } from '../../../shared/language.js';

/** The language type and the bilingual pick live in shared/ (the page heads the client compiles use them). */
export { type Language, localized } from '../../../shared/language.js';

/** Reads the request's language from an Accept-Language value; English unless Georgian is asked for first. */
export function languageFromHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 'en';
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ka') || first.startsWith('ge') ? 'ka' : 'en';
}
