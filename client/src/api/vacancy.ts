import type { EditorDocument } from '../lib/editor-document';
import type { CompanyListItem } from './company';
import type { DictionaryRef } from './common';
import type { HttpClient } from './http-client';
import { itemsOf, type ListAnswer } from './list';
import { Currency } from './enums';
import type { VacancySort } from '../../../shared/list-settings';
import type { Schemas } from './schemas';

export { Currency };

export type { DictionaryRef };

/** A vacancy as list cards show it; `salary` only when the company publishes it. */
export type VacancyListItem = Schemas['VacancyListItem'];

/** The vacancy page (`GetVacancy`). */
/** The company's card on a vacancy page: `profileImageUrl` the logo at full size, the rating from
 *  approved reviews. */
export interface VacancyPageCompany extends CompanyListItem {
  tagline: string | null;
  taglineGe: string | null;
  profileImageUrl: string | null;
  teamSize: string | null;
  companyRate: number | null;
  reviewCount: number;
}

/** How many applied, as the public may know it: exact below 25, else the step reached (25, 50,
 *  100, ...) with `orMore`. */
export interface ApplicantCount {
  count: number;
  orMore: boolean;
}

export interface VacancyDetail extends VacancyListItem {
  company: VacancyPageCompany;
  /** Absent only from an answer kept from before the server told it. */
  applicants?: ApplicantCount;
  jobFunction: DictionaryRef | null;
  descriptionEN: EditorDocument | null;
  descriptionGE: EditorDocument | null;
  /** The description in the request's language. */
  elementContext: EditorDocument | null;
  benefits: (DictionaryRef & { iconUrl: string | null })[];
  languages: string[];
  /** 0 none, 1 apply now, 2 subscribe. */
  callToAction: number;
  status: number;
  approval: number;
  isExpired: boolean;
  isPreview: boolean;
  isApplied: boolean;
  /** For the page head's JobPosting (lib/head): the dictionary keys of the employment type and work
   *  place, and the last change (ISO 8601). */
  employmentTypeKey: string | null;
  workLocationKey: string | null;
  updatedAt: string;
}

export type VacancyPage = Schemas['VacancySearchPage'];

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
