import type { HttpClient } from './http-client';
import { DictionaryType } from './enums';
import type { SeoPageKind } from '../../../shared/enums';
import type { Schemas } from './schemas';

export { DictionaryType };

export interface DictionaryRef {
  id: number;
  name: string;
  nameGE: string;
}

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

export interface IndexPageCount {
  activeVacancyCount: number;
  companyCount: number;
  userCount: number;
}

/** A kind of page with its own SEO texts (shared/page-routes.ts). */
export type { SeoPageKind };

export interface SeoDetails {
  pageKind: SeoPageKind;
  titleEn: string;
  titleGe: string;
  descriptionEn: string;
  descriptionGe: string;
}

export interface CountryCode {
  code: string;
  dialCode: string;
  name: string;
  nameGE: string;
}

export interface CountryCodes {
  defaultCode: string;
  countryCodes: CountryCode[];
}

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
