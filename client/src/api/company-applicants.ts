import type { ApplicationStatus } from './enums';
import type { DownloadedFile, HttpClient } from './http-client';
import type { ApplicantsSort as SharedApplicantsSort } from '../../../shared/list-settings';
import type { Schemas } from './schemas';

/** A dictionary item named in the request's language. */
export type NamedItem = Schemas['NamedItem'];

/** A page of the envelope's `{ page: true }` answers (api-envelope.decorator.ts): generic, so the
 *  OpenAPI document spells it out inline for each route rather than as one schema. */
export interface ItemPage<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** What a company sees of a talent's profile (server: talent-profile.view.ts CompanySideTalentProfile):
 *  never the desired salary; texts in the request's language. */
export type CompanySideTalentProfile = Schemas['CompanySideTalentProfile'];

/** The order of a vacancy's applicants, by the time they applied. */
export type ApplicantsSort = `${SharedApplicantsSort}`;

/** The vacancy's technologies a talent has and lacks (issue 25), ids and names in the request's
 *  language: what a company sees of the match, on applicants and on the directory's profiles. */
export type VacancyFit = Schemas['VacancyFitView'];

/** One applicant of a vacancy (server: application.view.ts ApplicantItem). */
export type ApplicantItem = Schemas['ApplicantItem'];

/** One application opened in the company panel. */
export type ApplicationDetails = Schemas['ApplicationDetails'];

/** A vacancy of the company that a talent applied to, with where the application stands. */
export type AppliedJob = Schemas['AppliedJob'];

/** A saved talent (favourite applicant). */
export type SavedTalentItem = Schemas['SavedTalentItem'];

/** Company/GetTalentDetails. */
export type TalentDetails = Schemas['TalentDetails'];

export type StatusChange = Schemas['StatusChange'];

/** Whether a rejected applicant gets the polite rejection mail. */
export type RejectionMailSetting = Schemas['RejectionMailSettingView'];

/** Whether the company now has the talent saved. */
export type FavoriteApplicant = Schemas['FavoriteApplicantView'];

/** The company panel's applicants, CVs and saved talents (server: src/modules/vacancy/applications). */
export const companyApplicantsApi = (http: HttpClient) => ({
  getVacancyApplicants: (
    vacancyId: number,
    page: number,
    pageSize: number,
    status?: ApplicationStatus,
    sort: ApplicantsSort = 'newest',
  ) => http.get<ItemPage<ApplicantItem>>('/Vacancy/getVacancyApplicants', { vacancyId, page, pageSize, status, sort }),
  getVacancyApplication: (applicationId: number) =>
    http.get<ApplicationDetails>('/Vacancy/getVacancyApplication', { applicationId }),
  updateApplicationStatus: (applicationId: number, status: ApplicationStatus) =>
    http.post<StatusChange>('/Vacancy/UpdateApplicationStatus', { applicationId, status }),
  /** One application's CV. */
  downloadApplicationCv: (applicationId: number): Promise<DownloadedFile> =>
    http.download('GET', '/Vacancy/getApplicationCv', { query: { applicationId } }),
  /** A zip of the vacancy's CVs: the chosen applications, else all. */
  downloadApplicantsCv: (vacancyId: number, applicationIds?: number[]): Promise<DownloadedFile> =>
    http.download('POST', '/Vacancy/getVacancyApplicantsCv', { body: { vacancyId, applicationIds } }),
  getRejectionMailSetting: () => http.get<RejectionMailSetting>('/Company/GetRejectionMailSetting'),
  updateRejectionMailSetting: (sendRejectionMail: boolean) =>
    http.post<RejectionMailSetting>('/Company/UpdateRejectionMailSetting', { sendRejectionMail }),
  /** Saves (true) or forgets (false) a talent who applied. */
  setFavoriteApplicant: (userId: number, isFavorite: boolean) =>
    http.request<FavoriteApplicant>('PUT', '/Company/updateUserFavoriteApplicant', {
      body: { userId, isFavorite },
    }),
  getFavoriteApplicants: (page: number, pageSize: number) =>
    http.get<ItemPage<SavedTalentItem>>('/Company/getFavoriteApplicants', { page, pageSize }),
  getTalentDetails: (userId: number) => http.get<TalentDetails>('/Company/GetTalentDetails', { userId }),
});
