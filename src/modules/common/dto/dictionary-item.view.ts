import { type DictionaryType } from '../../../core/domain/enums.js';
import type { DictionaryItem } from '../entities/dictionary-item.entity.js';

/** A dictionary item as the API shows it (spec point 3). Both languages are sent; the client
 *  shows nameGE/descriptionGE in Georgian. */
export interface DictionaryItemView {
  id: number;
  dictionaryType: DictionaryType;
  name: string;
  nameGE: string;
  description: string | null;
  descriptionGE: string | null;
  iconUrl: string | null;
  activeVacancyCount: number | null;
  activeCompanyCount: number | null;
  parentDictionary: { id: number; name: string; nameGE: string } | null;
  childDictionaries: DictionaryItemView[];
}

export interface ItemCounts {
  vacancies: Map<number, number> | null;
  companies: Map<number, number> | null;
}

export function toDictionaryItemView(
  item: DictionaryItem,
  counts: ItemCounts = { vacancies: null, companies: null },
  children: DictionaryItem[] = [],
): DictionaryItemView {
  return {
    id: item.id,
    dictionaryType: item.type,
    name: item.name,
    nameGE: item.nameGe,
    description: item.description,
    descriptionGE: item.descriptionGe,
    iconUrl: item.iconUrl,
    activeVacancyCount: counts.vacancies ? (counts.vacancies.get(item.id) ?? 0) : null,
    activeCompanyCount: counts.companies ? (counts.companies.get(item.id) ?? 0) : null,
    parentDictionary: item.parent ? { id: item.parent.id, name: item.parent.name, nameGE: item.parent.nameGe } : null,
    childDictionaries: children.map((child) => toDictionaryItemView(child, counts)),
  };
}
