import type { ApplicationStatus } from './enums';
import type { DownloadedFile, HttpClient } from './http-client';
import type { ApplicantsSort as SharedApplicantsSort } from '../../../shared/list-settings';

/** A dictionary item named in the request's language. */
export interface NamedItem {
  id: number;
  name: string;
}

export interface ItemPage<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** What a company sees of a talent's profile (server: talent-profile.view.ts CompanySideTalentProfile):
 *  never the desired salary; texts in the request's language. */
export interface CompanySideTalentProfile {
  headline: string | null;
  summary: string | null;
  linkedinUrl: string | null;
  githubUrl: string | null;
  portfolioUrl: string | null;
  workLocations: NamedItem[];
  cities: NamedItem[];
  openToOffers: boolean;
}

/** The order of a vacancy's applicants, by the time they applied. */
export type ApplicantsSort = `${SharedApplicantsSort}`;

/** One applicant of a vacancy (server: application-views.ts ApplicantItem). */
export interface ApplicantItem {
  /** The application's id. */
  id: number;
  vacancyId: number;
  /** The talent's account id (talent details, saved talents). */
  userId: number;
  fullName: string;
  email: string;
  phone: string;
  status: ApplicationStatus;
  createdAt: string;
  statusChangedAt: string;
  cvFileName: string;
  cvUrl: string;
  profileImageUrl: string | null;
  smallProfileImageUrl: string | null;
  technologies: NamedItem[];
  /** Null: the talent has not filled a profile yet. */
  profile: CompanySideTalentProfile | null;
  isFavorite: boolean;
}

/** One application opened in the company panel. */
export interface ApplicationDetails extends ApplicantItem {
  message: string | null;
  vacancy: { id: number; title: string; titleGE: string | null };
  field: NamedItem | null;
  experience: NamedItem | null;
}

/** A vacancy of the company that a talent applied to, with where the application stands. */
export interface AppliedJob {
  applicationId: number;
  vacancyId: number;
  title: string;
  titleGE: string | null;
  status: ApplicationStatus;
  createdAt: string;
  statusChangedAt: string;
}

/** A saved talent (favourite applicant). */
export interface SavedTalentItem {
  id: number;
  fullName: string | null;
  email: string;
  profileImageUrl: string | null;
  smallProfileImageUrl: string | null;
  technologies: NamedItem[];
  savedAt: string;
  applications: AppliedJob[];
}

/** Company/GetTalentDetails. */
export interface TalentDetails {
  id: number;
  fullName: string | null;
  email: string;
  phone: string | null;
  profileImageUrl: string | null;
  smallProfileImageUrl: string | null;
  field: NamedItem | null;
  experience: NamedItem | null;
  technologies: NamedItem[];
  profile: CompanySideTalentProfile | null;
  /** The CV of the talent's latest application to this company. */
  cvUrl: string | null;
  cvFileName: string | null;
  isFavorite: boolean;
  appliedJobs: AppliedJob[];
  /** This company's vacancies the talent saved. */
  savedJobs: { vacancyId: number; title: string; titleGE: string | null }[];
}

export interface StatusChange {
  id: number;
  status: ApplicationStatus;
  statusChangedAt: string;
}

/** The company panel's applicants, CVs and saved talents (server: src/modules/application). */
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
  getRejectionMailSetting: () => http.get<{ sendRejectionMail: boolean }>('/Company/GetRejectionMailSetting'),
  updateRejectionMailSetting: (sendRejectionMail: boolean) =>
    http.post<{ sendRejectionMail: boolean }>('/Company/UpdateRejectionMailSetting', { sendRejectionMail }),
  /** Saves (true) or forgets (false) a talent who applied. */
  setFavoriteApplicant: (userId: number, isFavorite: boolean) =>
    http.request<{ userId: number; isFavorite: boolean }>('PUT', '/Company/updateUserFavoriteApplicant', {
      body: { userId, isFavorite },
    }),
  getFavoriteApplicants: (page: number, pageSize: number) =>
    http.get<ItemPage<SavedTalentItem>>('/Company/getFavoriteApplicants', { page, pageSize }),
  getTalentDetails: (userId: number) => http.get<TalentDetails>('/Company/GetTalentDetails', { userId }),
});
