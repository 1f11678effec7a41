import type { EditorDocument } from '../lib/editor-document';
import {
  Currency,
  VACANCY_DEADLINE_MONTHS,
  VacancyApproval,
  VacancyCallToAction,
  VacancyStatus,
} from '../../../shared/enums';
import { VACANCY_LANGUAGES, type VacancyLanguage } from '../../../shared/vacancy-languages';
import type { Page } from './company';
import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';

export { Currency, VACANCY_DEADLINE_MONTHS, VACANCY_LANGUAGES, VacancyApproval, VacancyCallToAction, VacancyStatus };
export type { VacancyLanguage };

/** Where a vacancy of the company panel stands (its status is the effective one: an active vacancy
 *  past its deadline is ended). */
export type CompanyVacancyState = Schemas['CompanyVacancyState'];

/** A card of the panel's three lists (GetAuthorizeCompanyVacancies). */
export type CompanyVacancyListItem = Schemas['CompanyVacancyListItem'];

export type CompanyVacancyPage = Page<CompanyVacancyListItem>;

/** What a company writes of a vacancy: the body of Create/UpdateCompanyVacancy without `publish`,
 *  and what GetCompanyVacancy answers besides the state. */
export interface CompanyVacancyContent {
  title: string;
  titleGE: string | null;
  descriptionEN: EditorDocument | null;
  descriptionGE: EditorDocument | null;
  /** Seniority (dictionary Experience). */
  experienceId: number | null;
  /** Job type (dictionary EmploymentType). */
  employmentTypeId: number | null;
  /** Work place type (dictionary WorkLocation). */
  workLocationId: number | null;
  cityId: number | null;
  jobFunctionId: number | null;
  technologyIds: number[];
  benefitIds: number[];
  /** ISO 639-1 codes. */
  languages: string[];
  salaryMin: number | null;
  salaryMax: number | null;
  currency: Currency;
  showSalary: boolean;
  callToAction: VacancyCallToAction;
  /** 1, 2, 3, 6 or 12 months from publishing. */
  deadlineMonths: number | null;
}

/** GetCompanyVacancy: the company's own vacancy, everything the editor needs (its state and its
 *  content); Create/Update/End/RenewCompanyVacancy answer it too. */
export type CompanyVacancy = Schemas['CompanyVacancyView'];

/** Create/UpdateCompanyVacancy: the whole vacancy; `publish` publishes it (a draft too), false saves
 *  a draft (an active or ended vacancy keeps its status on update). */
export interface CompanyVacancyBody extends CompanyVacancyContent {
  publish: boolean;
}

/** The company panel's vacancy calls of the Vacancy module (spec point 7). */
export const companyVacanciesApi = (http: HttpClient) => ({
  /** One of the three lists (1 active, 2 ended, 3 drafts), a page of it. */
  getVacancies: (type: VacancyStatus, page: number, pageSize: number) =>
    http.get<CompanyVacancyPage>('/Vacancy/GetAuthorizeCompanyVacancies', { Type: type, page, pageSize }),
  getVacancy: (vacancyId: number) => http.get<CompanyVacancy>('/Vacancy/GetCompanyVacancy', { vacancyId }),
  create: (body: CompanyVacancyBody) => http.post<CompanyVacancy>('/Vacancy/CreateCompanyVacancy', body),
  update: (vacancyId: number, body: CompanyVacancyBody) =>
    http.post<CompanyVacancy>('/Vacancy/UpdateCompanyVacancy', body, { vacancyId }),
  end: (vacancyId: number) => http.post<CompanyVacancy>('/Vacancy/EndCompanyVacancy', undefined, { vacancyId }),
  renew: (vacancyId: number) => http.post<CompanyVacancy>('/Vacancy/RenewCompanyVacancy', undefined, { vacancyId }),
  remove: (vacancyId: number) => http.post<unknown>('/Vacancy/DeleteCompanyVacancy', undefined, { vacancyId }),
});
