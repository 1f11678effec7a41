import { type DictionaryType, type DictionaryItem } from '../api/common';

/** A choice of a select: a dictionary id and its name in the page's language. */
export interface Option {
  value: number;
  label: string;
}

/** Choices under a heading (Mantine's grouped select data). */
export interface OptionGroup {
  group: string;
  items: Option[];
}

/** Picks the English or the Georgian text by the page's language (LanguageStore). */
export interface TextPicker {
  pick(english: string, georgian: string | null | undefined): string;
}

/** The items of one dictionary type of a GetDictionary answer under their parents (technologies
 *  under their categories, job functions under their groups), in the order they come. An item
 *  without a parent goes under `otherLabel`, except a top item that is itself the parent of others
 *  of its type (it is the heading, not a choice). */
export function dictionaryGroups(
  dictionary: readonly DictionaryItem[] | undefined,
  type: DictionaryType,
  language: TextPicker,
  otherLabel: string,
): OptionGroup[] {
  const items = (dictionary ?? []).filter((item) => item.dictionaryType === type);
  const parents = new Set(items.map((item) => item.parentDictionary?.id).filter((id) => id !== undefined));
  const groups = new Map<string, Option[]>();
  for (const item of items) {
    if (!item.parentDictionary && parents.has(item.id)) continue;
    const group = item.parentDictionary
      ? language.pick(item.parentDictionary.name, item.parentDictionary.nameGE)
      : otherLabel;
    const options = groups.get(group) ?? [];
    options.push({ value: item.id, label: language.pick(item.name, item.nameGE) });
    groups.set(group, options);
  }
  return [...groups].map(([group, options]) => ({ group, items: options }));
}
