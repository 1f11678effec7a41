import { ApiProperty, OmitType } from '@nestjs/swagger';
import { CompanyListItem } from '../../company/company-list-item.sql.js';
import { DictionaryRef, VacancyListItem } from '../../vacancy/vacancy-list-item.sql.js';
import type { Highlight } from '../text/highlight.js';

/** These answers are classes only so the OpenAPI document (and the client's generated types)
 *  describe them: the service builds plain objects of these shapes. */

/** How a result matched, best first: its whole title or name, its beginning, every word, or a
 *  word only after correcting a misspelling. */
export const MATCH_KINDS = ['exact', 'prefix', 'text', 'fuzzy'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

const matchProperty = () =>
  ApiProperty({
    enum: MATCH_KINDS,
    enumName: 'MatchKind',
    description:
      'How it matched, best first: the whole title or name, its beginning, every word, a word only after correcting a misspelling',
  });

/** The highlights of one field: [start, end] UTF-16 offsets, the end exclusive (text/highlight.ts). */
const highlightsProperty = (field: string) =>
  ApiProperty({
    type: 'array',
    items: { type: 'array', items: { type: 'number' }, minItems: 2, maxItems: 2 },
    description: `Where the terms occur in ${field}: [start, end] UTF-16 offsets, the end exclusive`,
  });

export interface SmartSearchGroup<T> {
  items: T[];
  totalCount: number;
  /** More match than totalCount (vacancies are counted up to a hundred): shown as "100+". */
  totalCountCapped: boolean;
}

export class SmartSearchVacancyHighlights {
  @highlightsProperty('the title')
  title: Highlight[];
  @highlightsProperty('the Georgian title')
  titleGE: Highlight[];
}

/** A card of the vacancy search less its talent's match: `match` here says how the text matched. */
export class SmartSearchVacancy extends OmitType(VacancyListItem, ['match'] as const) {
  @matchProperty()
  match: MatchKind;
  @ApiProperty({ type: SmartSearchVacancyHighlights })
  highlights: SmartSearchVacancyHighlights;
}

export class SmartSearchNameHighlights {
  @highlightsProperty('the name')
  name: Highlight[];
}

export class SmartSearchCompany extends CompanyListItem {
  @ApiProperty()
  activeVacancyCount: number;
  @matchProperty()
  match: MatchKind;
  @ApiProperty({ type: SmartSearchNameHighlights })
  highlights: SmartSearchNameHighlights;
}

export class SmartSearchTechnologyHighlights {
  @highlightsProperty('the name')
  name: Highlight[];
  @highlightsProperty('the Georgian name')
  nameGE: Highlight[];
}

export class SmartSearchTechnology {
  @ApiProperty()
  id: number;
  @ApiProperty()
  name: string;
  @ApiProperty()
  nameGE: string;
  @ApiProperty({ type: String, nullable: true })
  iconUrl: string | null;
  @ApiProperty({ type: DictionaryRef, nullable: true, description: "The technology's category" })
  parentDictionary: DictionaryRef | null;
  @ApiProperty()
  activeVacancyCount: number;
  @matchProperty()
  match: MatchKind;
  @ApiProperty({ type: SmartSearchTechnologyHighlights })
  highlights: SmartSearchTechnologyHighlights;
}

const totalCountCappedProperty = () =>
  ApiProperty({ description: 'More match than totalCount (vacancies are counted up to a hundred): shown as "100+"' });

export class SmartSearchVacancyGroup implements SmartSearchGroup<SmartSearchVacancy> {
  @ApiProperty({ type: [SmartSearchVacancy] })
  items: SmartSearchVacancy[];
  @ApiProperty()
  totalCount: number;
  @totalCountCappedProperty()
  totalCountCapped: boolean;
}

export class SmartSearchCompanyGroup implements SmartSearchGroup<SmartSearchCompany> {
  @ApiProperty({ type: [SmartSearchCompany] })
  items: SmartSearchCompany[];
  @ApiProperty()
  totalCount: number;
  @totalCountCappedProperty()
  totalCountCapped: boolean;
}

export class SmartSearchTechnologyGroup implements SmartSearchGroup<SmartSearchTechnology> {
  @ApiProperty({ type: [SmartSearchTechnology] })
  items: SmartSearchTechnology[];
  @ApiProperty()
  totalCount: number;
  @totalCountCappedProperty()
  totalCountCapped: boolean;
}

export class SmartSearchResult {
  @ApiProperty({
    type: [String],
    description: 'The distinct terms searched; empty when there was nothing to search for',
  })
  terms: string[];
  @ApiProperty({ type: SmartSearchVacancyGroup })
  vacancies: SmartSearchVacancyGroup;
  @ApiProperty({ type: SmartSearchCompanyGroup })
  companies: SmartSearchCompanyGroup;
  @ApiProperty({ type: SmartSearchTechnologyGroup })
  technologies: SmartSearchTechnologyGroup;
}
