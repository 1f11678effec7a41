import type { DictionaryRef } from '../api/common';
import type { Locale } from './locales';

/** The English or Georgian variant of a bilingual text; Georgian falls back to English when empty. */
export function pickText(locale: Locale, english: string, georgian: string | null | undefined): string {
  return locale === 'ka-GE' && georgian ? georgian : english;
}

/** Spec point 3: a dictionary item's name and description in the language shown. */
export function dictionaryText(
  item: DictionaryRef & { description?: string | null; descriptionGE?: string | null },
  locale: Locale,
): { name: string; description: string } {
  return {
    name: pickText(locale, item.name, item.nameGE),
    description: pickText(locale, item.description ?? '', item.descriptionGE),
  };
}
