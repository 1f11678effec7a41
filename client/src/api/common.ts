import type { HttpClient } from './http-client';
import { DictionaryType } from './enums';
import type { SeoPageKind } from '../../../shared/enums';
import type { Schemas } from './schemas';

export { DictionaryType };

/** A dictionary item another answer points at: `name` in the request's language, `nameGE` the Georgian. */
export type DictionaryRef = Schemas['DictionaryRef'];

export type DictionaryItem = Schemas['DictionaryItemView'];

export interface DictionaryQuery {
  dictionaryType: DictionaryType[];
  isHomeScreen?: boolean;
  activeVacancyCount?: boolean;
  activeCompanyCount?: boolean;
  filter?: string;
  id?: number;
  companyId?: number;
}

export type IndexPageCount = Schemas['IndexPageCount'];

/** A kind of page with its own SEO texts (shared/page-routes.ts). */
export type { SeoPageKind };

export type SeoDetails = Schemas['SeoDetailView'];

export type CountryCode = Schemas['CountryCodeView'];

export type CountryCodes = Schemas['CountryCodesView'];

/** The Common module: dictionaries, landing counts, SEO texts, country codes, technology finder. */
export const commonApi = (http: HttpClient) => ({
  getDictionary: ({ dictionaryType, ...flags }: DictionaryQuery) =>
    http.get<DictionaryItem[]>('/Common/GetDictionary', { dictionaryType, ...flags }),
  getIndexPageCount: () => http.get<IndexPageCount>('/Common/GetIndexPageCount'),
  getSeoDetails: (pageKind?: SeoPageKind) => http.get<SeoDetails[]>('/Common/GetSeoDetails', { pageKind }),
  getCountryCodes: () => http.get<CountryCodes[]>('/Common/getCountryCodes'),
  findTechnologiesInContext: (context: string) =>
    http.post<DictionaryItem[]>('/Common/findTechnologiesInContext', { context }),
});
