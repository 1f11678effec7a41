import type { Currency } from './enums';
import type { HttpClient } from './http-client';

/*
 * The talent directory (issue 24, docs/talent-directory.md). The views are written by hand from
 * the contract until the OpenAPI document has them; then they become `Schemas[...]` like the rest.
 */

/** Where an invitation stands (shared/enums.ts InvitationStatus once the server has it). */
export enum InvitationStatus {
  Pending = 1,
  Accepted = 2,
  Declined = 3,
  Expired = 4,
}

/** Why a talent declined; the company sees only that it was declined. */
export enum DeclineReason {
  NotLooking = 1,
  NotTheRightRole = 2,
  Salary = 3,
  LocationOrFormat = 4,
  Other = 5,
}

export const INVITATION_STATUSES: readonly InvitationStatus[] = [1, 2, 3, 4];
export const DECLINE_REASONS: readonly DeclineReason[] = [1, 2, 3, 4, 5];

/** The invitation message's length (InviteTalent refuses others). */
export const INVITATION_MESSAGE_MAX = 2000;
/** Years of experience a talent may give. */
export const EXPERIENCE_YEARS_MAX = 60;

/** A dictionary item in the request's language. */
export interface DirectoryItem {
  id: number;
  name: string;
}

export interface DirectoryCompany {
  id: number;
  name: string;
  transformedName: string;
  logoUrl: string | null;
}

/** What companies see of a talent who opted in: never a name, photo, contact, link or CV. */
export interface AnonymousTalentView {
  talentId: string;
  headline: string | null;
  summary: string | null;
  field: DirectoryItem | null;
  level: DirectoryItem | null;
  experienceYears: number | null;
  technologies: DirectoryItem[];
  workLocations: DirectoryItem[];
  cities: DirectoryItem[];
  /** Only when the talent shows it. */
  salary: { min: number | null; max: number | null; currency: Currency } | null;
  activeAt: string;
  /** The asking company's invitation of this talent, if any. */
  invitation: { id: number; status: InvitationStatus } | null;
}

/** The talent's contact, once they accepted this company's invitation. */
export interface RevealedTalent {
  fullName: string;
  email: string;
  phone: string | null;
  linkedinUrl: string | null;
  githubUrl: string | null;
  portfolioUrl: string | null;
  photoUrl: string | null;
  applicationId: number | null;
}

export interface DirectoryTalentView extends AnonymousTalentView {
  revealed: RevealedTalent | null;
}

/** The talent's own directory settings and the preview of what companies see. */
export interface TalentDirectoryView {
  visible: boolean;
  showSalary: boolean;
  experienceYears: number | null;
  hiddenCompanies: DirectoryCompany[];
  preview: AnonymousTalentView;
}

export interface TalentDirectorySettings {
  visible: boolean;
  showSalary: boolean;
  experienceYears: number | null;
}

/** An invitation as the talent sees it. */
export interface TalentInvitationView {
  id: number;
  status: InvitationStatus;
  company: DirectoryCompany;
  vacancy: { id: number; title: string };
  message: string;
  createdAt: string;
  expiresAt: string;
  respondedAt: string | null;
  declineReason: DeclineReason | null;
  applicationId: number | null;
}

/** An invitation as the company sees it (a declined one without the reason). */
export interface CompanyInvitationView {
  id: number;
  status: InvitationStatus;
  talentId: string;
  headline: string | null;
  vacancy: { id: number; title: string };
  message: string;
  createdAt: string;
  expiresAt: string;
  respondedAt: string | null;
  applicationId: number | null;
}

export interface DirectoryPage<T> {
  items: T[];
  totalCount: number;
  page: number;
  pageSize: number;
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
    http.get<DirectoryPage<TalentInvitationView>>('/Users/GetTalentInvitations', { page, pageSize }),
  acceptInvitation: (invitationId: number) =>
    http.post<TalentInvitationView>('/Users/AcceptTalentInvitation', { invitationId }),
  declineInvitation: (invitationId: number, reason?: DeclineReason) =>
    http.post<TalentInvitationView>('/Users/DeclineTalentInvitation', { invitationId, reason }),

  searchTalents: (filters: TalentSearchFilters, page: number, pageSize: number) =>
    http.get<DirectoryPage<AnonymousTalentView>>('/Company/SearchTalents', {
      technologyIds: idList(filters.technologyIds),
      experienceIds: idList(filters.experienceIds),
      fieldIds: idList(filters.fieldIds),
      workLocationIds: idList(filters.workLocationIds),
      cityIds: idList(filters.cityIds),
      minYears: filters.minYears,
      maxYears: filters.maxYears,
      salaryUpTo: filters.salaryUpTo,
      currency: filters.salaryUpTo === null ? undefined : filters.currency,
      page,
      pageSize,
    }),
  getTalent: (talentId: string) => http.get<DirectoryTalentView>('/Company/GetTalent', { talentId }),
  inviteTalent: (body: InviteTalentBody) => http.post<CompanyInvitationView>('/Company/InviteTalent', body),
  getCompanyInvitations: (status: InvitationStatus | null, page: number, pageSize: number) =>
    http.get<DirectoryPage<CompanyInvitationView>>('/Company/GetTalentInvitations', {
      status: status ?? undefined,
      page,
      pageSize,
    }),
});
