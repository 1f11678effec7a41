/** The two languages of the product. On the wire the client sends `Accept-Language: en|ka`.
 *  Plain: the page heads in shared/page-heads/ use it, and the client compiles those. */
export type Language = 'en' | 'ka';

/** Picks the English or Georgian variant of a bilingual value; Georgian falls back to English when empty. */
export function localized<T>(language: Language, english: T, georgian: T | null | undefined): T {
  return language === 'ka' && georgian !== null && georgian !== undefined && georgian !== '' ? georgian : english;
}
