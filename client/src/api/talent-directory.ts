import { TALENT_DIRECTORY_LIMITS } from '../../../shared/talent-directory-limits';
import { type Currency, DeclineReason, InvitationStatus } from './enums';
import type { HttpClient } from './http-client';
import type { Api } from './index';
import type { Page } from './company';
import type { Schemas } from './schemas';

/*
 * The talent directory (issue 24, docs/talent-directory.md): its answers are the server's generated
 * types; request shapes are written here, as elsewhere.
 */

export { DeclineReason, InvitationStatus };

export const INVITATION_STATUSES: readonly InvitationStatus[] = [
  InvitationStatus.Pending,
  InvitationStatus.Accepted,
  InvitationStatus.Declined,
  InvitationStatus.Expired,
];
export const DECLINE_REASONS: readonly DeclineReason[] = [
  DeclineReason.NotLooking,
  DeclineReason.NotTheRightRole,
  DeclineReason.Salary,
  DeclineReason.LocationOrFormat,
  DeclineReason.Other,
];

/** The invitation message's length (InviteTalent refuses others). */
export const INVITATION_MESSAGE_MAX = TALENT_DIRECTORY_LIMITS.invitationMessage;
/** Years of experience a talent may give. */
export const EXPERIENCE_YEARS_MAX = TALENT_DIRECTORY_LIMITS.experienceYears;

/** A dictionary item in the request's language. */
export type DirectoryItem = Schemas['NamedItem'];
export type DirectoryCompany = Schemas['CompanyBadgeView'];
/** What companies see of a talent who opted in: never a name, photo, contact, link or CV. */
export type AnonymousTalentView = Schemas['AnonymousTalentView'];
/** The talent's contact, once they accepted this company's invitation. */
export type RevealedTalent = Schemas['RevealedTalentView'];
export type DirectoryTalentView = Schemas['DirectoryTalentView'];
/** The talent's own directory settings and the preview of what companies see. */
export type TalentDirectoryView = Schemas['TalentDirectoryView'];
/** An invitation as the talent sees it. */
export type TalentInvitationView = Schemas['TalentInvitationView'];
/** An invitation as the company sees it (a declined one without the reason). */
export type CompanyInvitationView = Schemas['CompanyInvitationView'];

export interface TalentDirectorySettings {
  visible: boolean;
  showSalary: boolean;
  experienceYears: number | null;
}

/** SearchTalents' filters; an empty list or a missing value does not narrow. */
export interface TalentSearchFilters {
  technologyIds: number[];
  experienceIds: number[];
  fieldIds: number[];
  workLocationIds: number[];
  cityIds: number[];
  minYears: number | null;
  maxYears: number | null;
  salaryUpTo: number | null;
  currency: Currency | null;
}

export interface InviteTalentBody {
  talentId: string;
  vacancyId: number;
  message: string;
}

/** The contract writes id lists comma-separated (`technologyIds=1,2`). */
const idList = (ids: number[]) => (ids.length ? ids.join(',') : undefined);

/** Users/… (the talent) and Company/… (the company) calls of the talent directory. */
export const talentDirectoryApi = (http: HttpClient) => ({
  getSettings: () => http.get<TalentDirectoryView>('/Users/GetTalentDirectory'),
  updateSettings: (body: TalentDirectorySettings) =>
    http.post<TalentDirectoryView>('/Users/UpdateTalentDirectory', body),
  hideFromCompany: (companyId: number) => http.post<TalentDirectoryView>('/Users/HideFromCompany', { companyId }),
  unhideFromCompany: (companyId: number) => http.post<TalentDirectoryView>('/Users/UnhideFromCompany', { companyId }),
  getTalentInvitations: (page: number, pageSize: number) =>
    http.get<Page<TalentInvitationView>>('/Users/GetTalentInvitations', { page, pageSize }),
  acceptInvitation: (invitationId: number) =>
    http.post<TalentInvitationView>('/Users/AcceptTalentInvitation', { invitationId }),
  declineInvitation: (invitationId: number, reason?: DeclineReason) =>
    http.post<TalentInvitationView>('/Users/DeclineTalentInvitation', { invitationId, reason }),

  /** `vacancyId`: one of the company's vacancies, for each profile's `vacancyFit`. */
  searchTalents: (filters: TalentSearchFilters, page: number, pageSize: number, vacancyId: number | null = null) =>
    http.get<Page<AnonymousTalentView>>('/Company/SearchTalents', {
      technologyIds: idList(filters.technologyIds),
      experienceIds: idList(filters.experienceIds),
      fieldIds: idList(filters.fieldIds),
      workLocationIds: idList(filters.workLocationIds),
      cityIds: idList(filters.cityIds),
      minYears: filters.minYears,
      maxYears: filters.maxYears,
      salaryUpTo: filters.salaryUpTo,
      currency: filters.salaryUpTo === null ? undefined : filters.currency,
      vacancyId: vacancyId ?? undefined,
      page,
      pageSize,
    }),
  getTalent: (talentId: string, vacancyId: number | null = null) =>
    http.get<DirectoryTalentView>('/Company/GetTalent', { talentId, vacancyId: vacancyId ?? undefined }),
  inviteTalent: (body: InviteTalentBody) => http.post<CompanyInvitationView>('/Company/InviteTalent', body),
  getCompanyInvitations: (status: InvitationStatus | null, page: number, pageSize: number) =>
    http.get<Page<CompanyInvitationView>>('/Company/GetTalentInvitations', {
      status: status ?? undefined,
      page,
      pageSize,
    }),
});

export type TalentDirectoryApi = ReturnType<typeof talentDirectoryApi>;

/** The app's API with the talent directory's calls, which are not in `createApi`: only the
 *  directory's pages (all behind sign-in but one) load them, not the landing page. */
export type DirectoryApi = Api & { talentDirectory: TalentDirectoryApi };

export const withTalentDirectory = (api: Api, http: HttpClient): DirectoryApi => ({
  ...api,
  talentDirectory: talentDirectoryApi(http),
});
