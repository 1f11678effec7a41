import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';

/** How an item matched, best first: the whole title or name, its start, full text, a misspelling. */
export type MatchKind = Schemas['MatchKind'];

/** UTF-16 offsets into one field, the end exclusive: `[start, end]` (a tuple in the OpenAPI document:
 *  an array of two numbers). */
export type Highlight = Schemas['SmartSearchNameHighlights']['name'][number];

export type SmartSearchVacancy = Schemas['SmartSearchVacancy'];

export type SmartSearchCompany = Schemas['SmartSearchCompany'];

export type SmartSearchTechnology = Schemas['SmartSearchTechnology'];

/** One group of the answer: the first items and how many match in all (`totalCountCapped`: more match
 *  than totalCount, the server counts the box's vacancies up to a hundred). The answer's groups are
 *  SmartSearchVacancyGroup, SmartSearchCompanyGroup and SmartSearchTechnologyGroup. */
export type SmartSearchGroup<T> = Omit<Schemas['SmartSearchVacancyGroup'], 'items'> & { items: T[] };

export type SmartSearchResult = Schemas['SmartSearchResult'];

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
