import type { DictionaryRef } from './common';
import type { HttpClient } from './http-client';
import { itemsOf, type ListAnswer } from './list';
import { Currency } from './enums';
import type { VacancySort } from '../../../shared/list-settings';
import type { Schemas } from './schemas';
import type { VacancyMatch } from '../../../shared/match/vacancy-match';

export { Currency };

export type { DictionaryRef, VacancyMatch };

/** How the vacancy fits the signed-in talent (issue 25): null, or absent from a server without it,
 *  for everyone else. The server's answers gain `match` on branch match-search; once there, the
 *  generated types (`npm run api-types`) carry it and this widening goes. */
export type WithMatch<T> = T & { match?: VacancyMatch | null };

/** A vacancy as list cards show it; `salary` only when the company publishes it. */
export type VacancyListItem = WithMatch<Schemas['VacancyListItem']>;

/** The company's card on a vacancy page: `profileImageUrl` the logo at full size, the rating from
 *  approved reviews. */
export type VacancyPageCompany = Schemas['VacancyPageCompany'];

/** How many applied, as the public may know it: exact below 25, else the step reached (25, 50,
 *  100, ...) with `orMore`. */
export type ApplicantCount = Schemas['ApplicantCount'];

/** The vacancy page (`GetVacancy`). Its descriptions are Editor.js documents (lib/editor-document). */
export type VacancyDetail = WithMatch<Schemas['VacancyDetailView']>;

export type VacancyPage = Omit<Schemas['VacancySearchPage'], 'items'> & { items: VacancyListItem[] };

/** The vacancy filter (spec point 3); ids repeat in the query. */
export interface VacancySearch {
  searchTerm?: string;
  technologies?: number[];
  employmentTypes?: number[];
  workLocations?: number[];
  jobFunctions?: number[];
  cities?: number[];
  experiences?: number[];
  salaryShown?: boolean;
  companyId?: number;
  sortBy?: VacancySort;
  /** Best match first, then newest (a signed-in talent only); `sortBy` is left out then. */
  sort?: 'match';
  page?: number;
  pageSize?: number;
}

export type SimAndOtherVacancies = Schemas['CompanySimAndOtherVacancies'];

/** The Vacancy module. */
export const vacancyApi = (http: HttpClient) => ({
  getLatestVacancies: async (pageSize?: number) =>
    itemsOf(await http.get<ListAnswer<VacancyListItem>>('/Vacancy/GetLatestVacancies', { pageSize })),
  searchVacancies: (search: VacancySearch = {}) => http.get<VacancyPage>('/Vacancy/SearchVacancies', { ...search }),
  getVacancy: (vacancyId: number, fromAdmin = false) =>
    http.get<VacancyDetail>('/Vacancy/GetVacancy', { vacancyId, ...(fromAdmin ? { fromAdmin: true } : {}) }),
  searchCompanySimAndOtherVacancies: (vacancyId: number) =>
    http.post<SimAndOtherVacancies>('/Vacancy/SearchCompanySimAndOtherVacancies', { vacancyId }),
});
