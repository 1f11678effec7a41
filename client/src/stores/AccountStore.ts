import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../api';
import type { PasswordChangeRequest, RecoverPasswordRequest } from '../api/account';
import { COOKIE_CONSENT_KEY } from './CookieConsentStore';
import type { SessionStore } from './SessionStore';
import { idleFlags, whileFlagged } from './base/busy';

/** The actions with their own loading flag (spec point 4). */
const ACCOUNT_ACTIONS = [
  'passwordChange',
  'recoveryLink',
  'recoverPassword',
  'verifyEmail',
  'resendVerification',
  'profileImage',
  'coverImage',
  'deleteAccount',
] as const;

export interface AccountStoreOptions {
  api: Api;
  session: SessionStore;
  storage: Storage;
  reload: () => void;
}

/** What an account changes about itself (spec point 4): passwords (recovery and change), e-mail
 *  verification, the profile and cover images, and deleting the account. The signed-in user it
 *  shows is the session's (SessionStore), which follows each change. */
export class AccountStore {
  readonly loading = idleFlags(ACCOUNT_ACTIONS);
  private readonly verifications = new Map<string, Promise<string>>();

  constructor(private readonly options: AccountStoreOptions) {
    makeAutoObservable<AccountStore, 'options' | 'verifications'>(this, { options: false, verifications: false });
  }

  // --- Passwords ---

  sendRecoveryLink(request: { email: string; botToken?: string }): Promise<string> {
    return this.track('recoveryLink', () => this.options.api.account.sendPasswordRecoveryLink(request));
  }

  recoverPassword(request: RecoverPasswordRequest): Promise<string> {
    return this.track('recoverPassword', () => this.options.api.account.recoverUserPassword(request));
  }

  /** Other sessions end on the server; this one goes on with the token it answers. */
  async changePassword(request: PasswordChangeRequest): Promise<void> {
    await this.track('passwordChange', async () => {
      const { token } = await this.options.api.account.passwordChange(request);
      runInAction(() => this.options.session.replaceToken(token));
    });
  }

  // --- E-mail verification ---

  /** Verifies once per link (the page may ask twice); a signed-in account becomes verified. */
  verifyEmail(request: { verificationId: string; email: string }): Promise<string> {
    const key = `${request.verificationId}\n${request.email}`;
    let pending = this.verifications.get(key);
    if (!pending) {
      pending = this.track('verifyEmail', async () => {
        const text = await this.options.api.account.verifyUserEmail(request);
        runInAction(() => {
          const { session } = this.options;
          if (session.user && session.user.email.toLowerCase() === request.email.toLowerCase()) {
            session.updateUser({ isEmailVerified: true });
          }
        });
        return text;
      });
      this.verifications.set(key, pending);
    }
    return pending;
  }

  resendVerification(): Promise<string> {
    return this.track('resendVerification', () => this.options.api.account.reSendVerifyUserEmail());
  }

  // --- Images ---

  async updateProfileImage(file: File): Promise<void> {
    await this.track('profileImage', async () => {
      const images = await this.options.api.account.updateProfileImage(file);
      runInAction(() => this.options.session.updateUser(images));
    });
  }

  async updateCoverImage(file: File): Promise<void> {
    await this.track('coverImage', async () => {
      const { coverImageUrl } = await this.options.api.account.updateCoverImage(file);
      runInAction(() => this.options.session.updateUser({ coverImageUrl }));
    });
  }

  // --- Account deletion ---

  /** Spec point 4: everything stored goes but the cookie choice, then the page reloads. */
  async deleteAccount(password?: string): Promise<void> {
    await this.track('deleteAccount', async () => {
      await this.options.api.account.deleteCompanyOrTalent(password ? { password } : {});
      const storage = this.options.storage;
      const consent = storage.getItem(COOKIE_CONSENT_KEY);
      storage.clear();
      if (consent !== null) storage.setItem(COOKIE_CONSENT_KEY, consent);
      this.options.reload();
    });
  }

  /** Runs an action with its loading flag on while it is pending (spec point 4). */
  private track<T>(action: (typeof ACCOUNT_ACTIONS)[number], run: () => Promise<T>): Promise<T> {
    return whileFlagged(this.loading, action, run);
  }
}
