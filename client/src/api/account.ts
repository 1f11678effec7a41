import { AccountKind, type UserActivePage } from './enums';
import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';

export { AccountKind };

/** The server's default language for visitors who chose none. */
export type DefaultLanguage = 'EN' | 'GE';

/** A named choice of the signed-in account (GetUserInfo's field, experience, technologies, job functions). */
export type NamedRef = Schemas['NamedItem'];

/** GET Account/GetUserInfo: the signed-in account (spec point 3, auth state). */
export type AuthInfo = Schemas['AuthInfoView'];

export type TokenAnswer = Schemas['AccountTokenView'];

/** Account/CheckUserExist when the e-mail is free (a taken one is a 409). */
export type EmailFreeAnswer = Schemas['EmailFreeView'];

/** Which anti-bot check the server wants: the client shows the altcha widget only for 'altcha'. */
export type BotCheckKind = 'altcha' | 'recaptcha' | 'off';

export type OAuthProviders = Schemas['OAuthProvidersView'];

export type SignInRequest = Schemas['SignInBody'];

/** The fields every sign-up sends. */
export interface SignUpBase {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** Consent to the terms of use and the privacy policy (issue 22): the server refuses false. */
  acceptTerms: boolean;
  profileImage?: File | null;
  botToken?: string;
}

/** A talent's sign-up (spec point 3): optional fields are sent only when present (point 5). */
export interface UserSignUp extends SignUpBase {
  field?: number | null;
  experience?: number | null;
  technologies: number[];
  jobFunctions?: number[];
}

/** A company's sign-up: the name is the company's, the logo is required. */
export type CompanySignUp = SignUpBase;

export type PasswordChangeRequest = Schemas['PasswordChangeBody'];

export type RecoverPasswordRequest = Schemas['RecoverUserPasswordBody'];

export type ProfileImageAnswer = Schemas['ProfileImageView'];

export type CoverImageAnswer = Schemas['CoverImageView'];

/** GET Account/ViewAs: a one-time link (staff view-as or a Google/LinkedIn sign-in) exchanged for a token. */
export type TokenLinkAnswer = Schemas['AccountTokenLinkView'];

export const BOT_CHALLENGE_URL = '/api/Account/BotChallenge';
export const GOOGLE_SIGN_IN_URL = '/api/Account/GoogleSignIn';
export const LINKEDIN_SIGN_IN_URL = '/api/Account/LinkedInSignIn';

/** The multipart body of a sign-up (spec point 5): ProfileImage only with a file, Field and
 *  Experience only when chosen, Technologies and JobFunctions only when non-empty, repeated. */
export function signUpForm(payload: UserSignUp | CompanySignUp): FormData {
  const form = new FormData();
  form.append('Name', payload.name);
  form.append('Email', payload.email);
  form.append('Password', payload.password);
  form.append('ConfirmPassword', payload.confirmPassword);
  form.append('AcceptTerms', String(payload.acceptTerms));
  if (payload.profileImage) form.append('ProfileImage', payload.profileImage);
  if ('technologies' in payload) {
    if (payload.field) form.append('Field', String(payload.field));
    if (payload.experience) form.append('Experience', String(payload.experience));
    for (const id of payload.technologies) form.append('Technologies', String(id));
    for (const id of payload.jobFunctions ?? []) form.append('JobFunctions', String(id));
  }
  if (payload.botToken) form.append('BotToken', payload.botToken);
  return form;
}

const fileForm = (name: string, file: File) => {
  const form = new FormData();
  form.append(name, file);
  return form;
};

/** The Account module: sign-up, sign-in, tokens, passwords, e-mail verification, view-as.
 *  (The token refresh of the 401 dance lives in the http client.) */
/** A visit of a page the statistics count (spec point 7: Account/AddUserActivity). */
export interface PageVisit {
  userActivePage: UserActivePage;
  companyId?: number;
  vacancyId?: number;
}

export const accountApi = (http: HttpClient) => ({
  getDefaultLanguage: () => http.get<DefaultLanguage>('/Account/GetDefaultLanguage'),
  getUserInfo: () => http.get<AuthInfo>('/Account/GetUserInfo'),
  /** Resolves when the e-mail is free; a taken e-mail fails with 409 and errors.email. */
  checkUserExist: (email: string) => http.get<EmailFreeAnswer>('/Account/CheckUserExist', { Email: email }),
  getBotCheckKind: () => http.get<BotCheckKind>('/Account/BotCheckKind'),
  getOAuthProviders: () => http.get<OAuthProviders>('/Account/OAuthProviders'),
  createUserAccount: (payload: UserSignUp) =>
    http.postForm<TokenAnswer>('/Account/CreateUserAccount', signUpForm(payload)),
  createCompanyAccount: (payload: CompanySignUp) =>
    http.postForm<TokenAnswer>('/Account/CreateCompanyAccount', signUpForm(payload)),
  signIn: (request: SignInRequest) => http.post<TokenAnswer>('/Account/SignIn', request),
  signOut: () => http.endingSession(() => http.post<boolean>('/Account/SignOut')),
  /** A page visit for the companies' statistics; true when it counted. */
  addUserActivity: (visit: PageVisit) => http.post<boolean>('/Account/AddUserActivity', visit),
  sendPasswordRecoveryLink: (request: { email: string; botToken?: string }) =>
    http.post<string>('/Account/SendPasswordRecoveryLink', request),
  recoverUserPassword: (request: RecoverPasswordRequest) => http.post<string>('/Account/RecoverUserPassword', request),
  /** The consent a social sign-in's first visit asks for (issue 22). */
  acceptTerms: () => http.post<boolean>('/Account/AcceptTerms', { acceptTerms: true }),
  passwordChange: (request: PasswordChangeRequest) => http.post<TokenAnswer>('/Account/PasswordChange', request),
  updateProfileImage: (file: File) =>
    http.postForm<ProfileImageAnswer>('/Account/UpdateProfileImage', fileForm('ProfileImage', file)),
  updateCoverImage: (file: File) =>
    http.postForm<CoverImageAnswer>('/Account/updateCoverImage', fileForm('CoverImage', file)),
  verifyUserEmail: (request: { verificationId: string; email: string }) =>
    http.post<string>('/Account/VerifyUserEmail', request),
  reSendVerifyUserEmail: () => http.post<string>('/Account/ReSendVerifyUserEmail'),
  deleteCompanyOrTalent: (request: { password?: string }) =>
    http.post<boolean>('/Account/DeleteCompanyOrTalent', request),
  viewAs: (tokenId: string) => http.get<TokenLinkAnswer>('/Account/ViewAs', { tokenId }),
});
