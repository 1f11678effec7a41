import type { CompanyListItem } from './company';
import type { HttpClient } from './http-client';
import type { VacancyListItem } from './vacancy';

/** UTF-16 offsets into one field, the end exclusive. */
export type Highlight = [start: number, end: number];

/** How an item matched, best first: the whole title or name, its start, full text, a misspelling. */
export type MatchKind = 'exact' | 'prefix' | 'text' | 'fuzzy';

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

/** One group of the answer: the first items and how many match in all. */
export interface SmartSearchGroup<T> {
  items: T[];
  totalCount: number;
  /** More match than totalCount: the server counts the box's vacancies up to a hundred. */
  totalCountCapped?: boolean;
}

export interface SmartSearchResult {
  /** The distinct terms searched; [] when there was nothing to search. */
  terms: string[];
  vacancies: SmartSearchGroup<SmartSearchVacancy>;
  companies: SmartSearchGroup<SmartSearchCompany>;
  technologies: SmartSearchGroup<SmartSearchTechnology>;
}

export interface SmartSearchQuery {
  /** Sent as repeated `SearchTerm` keys; at most 10, each at most 100 characters. */
  terms: string[];
  /** The most items of each group, 1..20. */
  take?: number;
}

/** The Search module. */
export const searchApi = (http: HttpClient) => ({
  getSmartSearch: ({ terms, take }: SmartSearchQuery) =>
    http.get<SmartSearchResult>('/Search/GetSmartSearch', { SearchTerm: terms, take }),
});
