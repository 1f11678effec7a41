import type { DictionaryRef } from './common';
import type { Currency } from './enums';
import type { DownloadedFile, HttpClient } from './http-client';

/** A talent's general information (names of the choices in both languages: the client picks). */
export interface UserProfile {
  id: number;
  fullName: string | null;
  email: string;
  isEmailVerified: boolean;
  profileImageUrl: string | null;
  smallProfileImageUrl: string | null;
  field: DictionaryRef | null;
  experience: DictionaryRef | null;
  technologies: DictionaryRef[];
  jobFunctions: DictionaryRef[];
  cvFileName: string | null;
  /** `/api/Users/DownloadCv` when there is a CV (it needs the token: download it through the client). */
  cvUrl: string | null;
  cvUploadedAt: string | null;
  hideNotifications: boolean;
  talentProfile: TalentProfile;
}

/** The talent's desired monthly salary: private, only its owner sees it. */
export interface DesiredSalary {
  min: number | null;
  max: number | null;
  currency: Currency;
}

/** Headline, summary, links, phone, desired salary, work formats, cities, open to offers (issue 22). */
export interface TalentProfile {
  headline: string | null;
  headlineGe: string | null;
  summary: string | null;
  summaryGe: string | null;
  linkedinUrl: string | null;
  githubUrl: string | null;
  portfolioUrl: string | null;
  phone: string | null;
  desiredSalary: DesiredSalary | null;
  workLocations: DictionaryRef[];
  cities: DictionaryRef[];
  openToOffers: boolean;
}

/** POST Users/UpdateTalentProfile: the whole profile (left out or empty clears a field). */
export interface UpdateTalentProfile {
  headline: string;
  headlineGe: string;
  summary: string;
  summaryGe: string;
  linkedinUrl: string;
  githubUrl: string;
  portfolioUrl: string;
  phone: string;
  desiredSalaryMin: number | null;
  desiredSalaryMax: number | null;
  desiredSalaryCurrency: Currency | null;
  workLocationIds: number[];
  cityIds: number[];
  openToOffers: boolean;
}

export interface UpdateUserProfileInfo {
  fullName: string;
  fieldId: number;
  experienceId: number;
  jobFunctionIds: number[];
}

/** The choices of the personal-details form, in their order. */
export interface FieldsAndExperiences {
  fields: DictionaryRef[];
  experiences: DictionaryRef[];
}

export type SignInProvider = 'google' | 'linkedin';

export interface SignInProviderState {
  provider: SignInProvider;
  connected: boolean;
  /** The provider is configured on the server (offered on the sign-in page). */
  available: boolean;
}

export interface SignInMethods {
  hasPassword: boolean;
  providers: SignInProviderState[];
}

/** The talent's profile and any account's sign-in and security settings (server: src/modules/users/profile,
 *  src/modules/account/security). */
export const usersProfileApi = (http: HttpClient) => ({
  getUserProfileInfo: () => http.get<UserProfile>('/Users/GetUserProfileInfo'),
  updateUserProfileInfo: (body: UpdateUserProfileInfo) => http.post<UserProfile>('/Users/UpdateUserProfileInfo', body),
  updateTalentProfile: (body: UpdateTalentProfile) => http.post<UserProfile>('/Users/UpdateTalentProfile', body),
  updateUserTechnologies: (technologyIds: number[]) =>
    http.post<UserProfile>('/Users/UpdateUserTechnologies', { technologyIds }),
  getFieldsAndExperiences: () => http.get<FieldsAndExperiences>('/Users/GetFieldsAndExperiences'),
  downloadCv: (): Promise<DownloadedFile> => http.download('GET', '/Users/DownloadCv'),
  getSignInMethods: () => http.get<SignInMethods>('/Account/GetSignInMethods'),
  disconnectSignInMethod: (provider: SignInProvider) =>
    http.post<string>('/Account/DisconnectSignInMethod', { provider }),
  signOutEverywhere: () => http.post<string>('/Account/SignOutEverywhere'),
});
