import type { CompanyListItem } from '../../company/company-list-item.sql.js';
import type { VacancyListItem } from '../../vacancy/vacancy-list-item.sql.js';
import type { Highlight } from '../text/highlight.js';

/** How a result matched, best first: its whole title or name, its beginning, every word, or a
 *  word only after correcting a misspelling. */
export type MatchKind = 'exact' | 'prefix' | 'text' | 'fuzzy';

export interface SmartSearchGroup<T> {
  items: T[];
  totalCount: number;
  /** More match than totalCount (vacancies are counted up to a hundred): shown as "100+". */
  totalCountCapped: boolean;
}

export interface SmartSearchVacancy extends VacancyListItem {
  match: MatchKind;
  highlights: { title: Highlight[]; titleGE: Highlight[] };
}

export interface SmartSearchCompany extends CompanyListItem {
  activeVacancyCount: number;
  match: MatchKind;
  highlights: { name: Highlight[] };
}

export interface SmartSearchTechnology {
  id: number;
  name: string;
  nameGE: string;
  iconUrl: string | null;
  parentDictionary: { id: number; name: string; nameGE: string } | null;
  activeVacancyCount: number;
  match: MatchKind;
  highlights: { name: Highlight[]; nameGE: Highlight[] };
}

export interface SmartSearchResult {
  /** The distinct terms searched; empty when there was nothing to search for. */
  terms: string[];
  vacancies: SmartSearchGroup<SmartSearchVacancy>;
  companies: SmartSearchGroup<SmartSearchCompany>;
  technologies: SmartSearchGroup<SmartSearchTechnology>;
}
