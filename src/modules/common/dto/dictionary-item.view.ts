import { ApiProperty } from '@nestjs/swagger';
import { DictionaryType } from '../../../../shared/enums.js';
import type { DictionaryItem } from '../entities/dictionary-item.entity.js';

/** The parent of a dictionary item (a technology's group). */
export class DictionaryParentView {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty()
  nameGE: string;
}

/** A dictionary item as the API shows it (spec point 3). Both languages are sent; the client
 *  shows nameGE/descriptionGE in Georgian. A class only so the OpenAPI document describes it. */
export class DictionaryItemView {
  @ApiProperty()
  id: number;
  @ApiProperty({ enum: DictionaryType })
  dictionaryType: DictionaryType;
  @ApiProperty()
  name: string;
  @ApiProperty()
  nameGE: string;
  @ApiProperty({ type: String, nullable: true })
  description: string | null;
  @ApiProperty({ type: String, nullable: true })
  descriptionGE: string | null;
  @ApiProperty({ type: String, nullable: true })
  iconUrl: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'With counts asked for, else null' })
  activeVacancyCount: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'With counts asked for, else null' })
  activeCompanyCount: number | null;
  @ApiProperty({ type: DictionaryParentView, nullable: true })
  parentDictionary: DictionaryParentView | null;
  @ApiProperty({ type: () => [DictionaryItemView] })
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
