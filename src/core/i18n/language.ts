/** The two languages of the product. On the wire the client sends `Accept-Language: en|ka`. */
export type Language = 'en' | 'ka';

/** Reads the request's language from an Accept-Language value; English unless Georgian is asked for first. */
export function languageFromHeader(header: string | string[] | undefined): Language {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return 'en';
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('ka') || first.startsWith('ge') ? 'ka' : 'en';
}

/** Picks the English or Georgian variant of a bilingual value; Georgian falls back to English when empty. */
export function localized<T>(language: Language, english: T, georgian: T | null | undefined): T {
  return language === 'ka' && georgian !== null && georgian !== undefined && georgian !== '' ? georgian : english;
}
