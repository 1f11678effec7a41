import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../api';
import {
  AccountKind,
  type AuthInfo,
  type CompanySignUp,
  type NamedRef,
  type OAuthProviders,
  type SignInRequest,
  type UserSignUp,
} from '../api/account';
import { ApiError } from '../api/api-error';
import { TOKEN_KEY } from '../api/http-client';
import { readTokenPayload, type TokenPayload } from '../lib/token';
import { Loadable } from './base/Loadable';
import { idleFlags, whileFlagged } from './base/busy';

/** Browser storage keys of spec point 3. */
export const VIEW_AS_KEY = 'viewAs';
export const EMAIL_KEY = 'Email';

/** Failed sign-ins after which the server asks for the bot check. */
export const SIGN_IN_FAILURES_BEFORE_BOT_CHECK = 3;

export const USER_PANEL_HOME = '/userPanel/generalInformation';
export const COMPANY_PANEL_HOME = '/companyPanel/generalInformation';

/** The actions with their own loading flag (spec point 4). */
const SESSION_ACTIONS = ['loadUser', 'signIn', 'signUp', 'checkEmail', 'signOut', 'tokenLink'] as const;

export interface SessionStoreOptions {
  api: Api;
  storage: Storage;
}

/** Who is signed in (spec point 3, auth state): the token, its user and the view-as flag, and the
 *  actions that start or end a session: sign-up, sign-in, the token from a link, sign-out. What an
 *  account changes about itself (passwords, e-mail verification, images, deletion) is the
 *  AccountStore's. */
export class SessionStore {
  token: string | undefined = undefined;
  user: AuthInfo | undefined = undefined;
  userLoaded = false;
  /** The stored session's user is on its way: the app shows a blank page meanwhile. */
  restoring = false;
  /** Spec point 4: a failed sign-in or token refresh; a new attempt or a success clears it. */
  authorizationFailed = false;
  /** Spec point 4: the last e-mail check found an account; a pending or successful check clears it. */
  emailExists = false;
  signInFailures = 0;
  /** The server asked for the bot check on sign-in. */
  botCheckRequested = false;
  private viewAsFlag = false;
  readonly loading = idleFlags(SESSION_ACTIONS);
  readonly oauthProviders: Loadable<OAuthProviders>;
  private readonly tokenLinks = new Map<string, Promise<string>>();

  constructor(private readonly options: SessionStoreOptions) {
    this.oauthProviders = new Loadable(options.api.account.getOAuthProviders);
    const stored = options.storage.getItem(TOKEN_KEY);
    if (stored && readTokenPayload(stored)) {
      this.token = stored;
      this.restoring = true;
      this.viewAsFlag = options.storage.getItem(VIEW_AS_KEY) === 'true';
    } else {
      // Without a session a view-as flag is left over (a refresh that failed): it goes too.
      if (stored) options.storage.removeItem(TOKEN_KEY);
      options.storage.removeItem(VIEW_AS_KEY);
    }
    makeAutoObservable<SessionStore, 'options' | 'tokenLinks'>(this, {
      options: false,
      tokenLinks: false,
      oauthProviders: false,
      user: observableRef,
    });
  }

  // --- The auth state of spec point 3 ---

  get isLoggedIn(): boolean {
    return this.token !== undefined;
  }

  get tokenPayload(): TokenPayload | undefined {
    return this.token ? readTokenPayload(this.token) : undefined;
  }

  get id(): number | undefined {
    return this.user?.id ?? this.tokenPayload?.id;
  }

  get expireDate(): Date | undefined {
    const exp = this.tokenPayload?.exp;
    return exp === undefined ? undefined : new Date(exp * 1000);
  }

  get viewAs(): boolean {
    return this.isLoggedIn && (this.tokenPayload?.ViewAs === true || this.viewAsFlag || this.user?.viewAs === true);
  }

  get userType(): AccountKind {
    return this.user?.userType ?? AccountKind.None;
  }

  get isTalent(): boolean {
    return this.userType === AccountKind.User;
  }

  get isCompany(): boolean {
    return this.userType === AccountKind.Company;
  }

  get isAdmin(): boolean {
    return this.user?.isAdmin === true && !this.viewAs;
  }

  get fullName(): string {
    return this.user?.fullName ?? '';
  }

  get email(): string {
    return this.user?.email ?? '';
  }

  get isEmailVerified(): boolean {
    return this.user?.isEmailVerified === true;
  }

  get profileImageUrl(): string | null {
    return this.user?.profileImageUrl ?? null;
  }

  get smallProfileImageUrl(): string | null {
    return this.user?.smallProfileImageUrl ?? this.user?.profileImageUrl ?? null;
  }

  get coverImageUrl(): string | null {
    return this.user?.coverImageUrl ?? null;
  }

  get experience(): NamedRef | null {
    return this.user?.experience ?? null;
  }

  get field(): NamedRef | null {
    return this.user?.field ?? null;
  }

  get tagLine(): string | null {
    return this.user?.tagLine ?? null;
  }

  get tagLineGe(): string | null {
    return this.user?.tagLineGe ?? null;
  }

  get teamSize(): string | null {
    return this.user?.teamSize ?? null;
  }

  get transformedName(): string | null {
    return this.user?.transformedName ?? null;
  }

  get cvUrl(): string | null {
    return this.user?.cvUrl ?? null;
  }

  get cvFileName(): string | null {
    return this.user?.cvFileName ?? null;
  }

  /** An account made by social sign-in that must accept the terms before using the site. */
  get needsConsent(): boolean {
    return this.user?.needsConsent === true;
  }

  /** Accepts the terms of use and the privacy policy, then reads the account again. */
  async acceptTerms(): Promise<void> {
    await this.options.api.account.acceptTerms();
    await this.loadUser();
  }

  /** A talent's profile phone (the application form starts from it). */
  get phone(): string | null {
    return this.user?.phone ?? null;
  }

  get hasPassword(): boolean {
    return this.user?.hasPassword !== false;
  }

  /** The account's own page in its panel. */
  get profilePath(): string {
    return this.isCompany ? COMPANY_PANEL_HOME : USER_PANEL_HOME;
  }

  /** Sign-in asks for the bot check after three failures, or when the server asked for it. */
  get needsBotCheck(): boolean {
    return this.botCheckRequested || this.signInFailures >= SIGN_IN_FAILURES_BEFORE_BOT_CHECK;
  }

  get rememberedEmail(): string {
    return this.options.storage.getItem(EMAIL_KEY) ?? '';
  }

  // --- Session ---

  /** With a stored token, fetches its user; the app waits (blank) until then. */
  async init(): Promise<void> {
    if (!this.token) {
      this.userLoaded = true;
      this.restoring = false;
      return;
    }
    this.restoring = true;
    try {
      await this.loadUser();
    } finally {
      runInAction(() => {
        this.restoring = false;
      });
    }
  }

  /** Spec point 4, token login: store the token, read it, fetch the user. Only a view-as link
   *  makes a view-as session (the viewAs flag is stored then, and dropped otherwise). */
  async loginWithToken(token: string, viewAs = false): Promise<void> {
    const previous = this.tokenPayload?.id;
    this.viewAsFlag = viewAs;
    if (viewAs) this.options.storage.setItem(VIEW_AS_KEY, 'true');
    else this.options.storage.removeItem(VIEW_AS_KEY);
    this.saveToken(token);
    if (previous !== this.tokenPayload?.id) {
      this.user = undefined;
      this.userLoaded = false;
    }
    this.authorizationFailed = false;
    await this.loadUser();
  }

  /** GET GetUserInfo for the current token. A 401 means the http client's refresh dance is
   *  reloading the page: the app keeps waiting for it. */
  async loadUser(): Promise<void> {
    const token = this.token;
    if (!token) return;
    await this.track('loadUser', async () => {
      try {
        const user = await this.options.api.account.getUserInfo();
        runInAction(() => {
          if (this.token !== token) return;
          this.user = user;
          this.userLoaded = true;
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return;
        runInAction(() => {
          if (this.token === token) this.userLoaded = true;
        });
      }
    });
  }

  /** Spec point 7 tracks a failed token refresh (the page reloads right after). */
  markAuthorizationFailed(): void {
    this.authorizationFailed = true;
  }

  async signIn(request: SignInRequest): Promise<void> {
    this.authorizationFailed = false;
    await this.track('signIn', async () => {
      let token: string;
      try {
        ({ token } = await this.options.api.account.signIn(request));
      } catch (error) {
        runInAction(() => {
          this.authorizationFailed = true;
          if (error instanceof ApiError && error.status === 401) this.signInFailures += 1;
          if (error instanceof ApiError && error.messagesFor('botToken').length) this.botCheckRequested = true;
        });
        throw error;
      }
      this.options.storage.setItem(EMAIL_KEY, request.email);
      runInAction(() => {
        this.signInFailures = 0;
        this.botCheckRequested = false;
      });
      await this.loginWithToken(token);
    });
  }

  /** Step 1 of sign-up: resolves when the e-mail is free; a taken e-mail fails (409). */
  async checkEmail(email: string): Promise<void> {
    this.emailExists = false;
    await this.track('checkEmail', async () => {
      try {
        await this.options.api.account.checkUserExist(email);
      } catch (error) {
        runInAction(() => {
          this.emailExists = error instanceof ApiError && error.status === 409;
        });
        throw error;
      }
    });
  }

  async signUp(
    payload: { kind: 'personal'; user: UserSignUp } | { kind: 'business'; company: CompanySignUp },
  ): Promise<void> {
    await this.track('signUp', async () => {
      const { token } =
        payload.kind === 'personal'
          ? await this.options.api.account.createUserAccount(payload.user)
          : await this.options.api.account.createCompanyAccount(payload.company);
      await this.loginWithToken(token);
    });
  }

  /** Login by link (spec point 4): a one-time tokenId for a token. Answers where to go next.
   *  The same tokenId is exchanged once, however often it is asked for. */
  exchangeTokenLink(tokenId: string): Promise<string> {
    let pending = this.tokenLinks.get(tokenId);
    if (!pending) {
      pending = this.track('tokenLink', async () => {
        const answer = await this.options.api.account.viewAs(tokenId);
        await this.loginWithToken(answer.token, answer.viewAs);
        return answer.goToProfile ? this.profilePath : '/';
      });
      this.tokenLinks.set(tokenId, pending);
    }
    return pending;
  }

  /** Spec point 4: sign out on the server, then clear the token, the view-as flag and the stores. */
  async logout(): Promise<void> {
    await this.track('signOut', async () => {
      try {
        await this.options.api.account.signOut();
      } catch {
        // The session ends here all the same.
      }
      this.endSession();
    });
  }

  endSession(): void {
    this.options.storage.removeItem(TOKEN_KEY);
    this.options.storage.removeItem(VIEW_AS_KEY);
    this.token = undefined;
    this.user = undefined;
    this.viewAsFlag = false;
    this.userLoaded = true;
  }

  /** The same session goes on with a new token (a password change answers one). */
  replaceToken(token: string): void {
    this.saveToken(token);
  }

  /** What an account action changed about the signed-in user (images, a verified e-mail). */
  updateUser(change: Partial<AuthInfo>): void {
    if (this.user) this.user = { ...this.user, ...change };
  }

  private saveToken(token: string): void {
    this.options.storage.setItem(TOKEN_KEY, token);
    this.token = token;
  }

  /** Runs an action with its loading flag on while it is pending (spec point 4). */
  private track<T>(action: (typeof SESSION_ACTIONS)[number], run: () => Promise<T>): Promise<T> {
    return whileFlagged(this.loading, action, run);
  }
}
