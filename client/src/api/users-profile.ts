import type { DownloadedFile, HttpClient } from './http-client';
import type { Schemas } from './schemas';

/** A talent's general information (names of the choices in both languages: the client picks). */
export type UserProfile = Schemas['UserProfileView'];

/** The talent's desired monthly salary: private, only its owner sees it. */
export type DesiredSalary = Schemas['DesiredSalary'];

/** Whether the talent's desired salary counts, anonymously, in the salary statistics (issue 25,
 *  docs/salary-insights.md; written here, optional, until the server's generated types have it). */
interface SalarySharing {
  shareSalaryForInsights?: boolean;
}

/** Headline, summary, links, phone, desired salary, work formats, cities, open to offers (issue 22). */
export type TalentProfile = Schemas['TalentProfileView'] & SalarySharing;

/** POST Users/UpdateTalentProfile: the whole profile (left out or empty clears a field). */
export type UpdateTalentProfile = Schemas['UpdateTalentProfileBody'] & SalarySharing;

export type UpdateUserProfileInfo = Schemas['UpdateUserProfileInfoBody'];

/** The choices of the personal-details form, in their order. */
export type FieldsAndExperiences = Schemas['FieldsAndExperiencesView'];

export type SignInProvider = 'google' | 'linkedin';

export type SignInProviderState = Schemas['SignInProviderState'];

export type SignInMethods = Schemas['SignInMethodsView'];

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
