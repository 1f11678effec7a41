import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../api';
import type { SignInMethods, SignInProvider, SignInProviderState } from '../../api/users-profile';
import type { FieldMessage } from '../../lib/forms/form-state';
import { Loadable } from '../base/Loadable';
import { serverMessages, toastServerErrors, type Toast } from '../company-panel/VacancyMessages';

const successOf = (answer: unknown, fallback: string): FieldMessage =>
  typeof answer === 'string' && answer ? { text: answer } : { key: fallback };

/** Sign-in and security in the account settings of both panels: the ways into the account,
 *  unlinking Google or LinkedIn, and ending every session of the account. */
export class SignInSecurityStore {
  readonly methods: Loadable<SignInMethods>;
  /** The provider being disconnected. */
  disconnecting: SignInProvider | null = null;
  confirmingSignOut = false;
  signingOut = false;
  signOutErrors: FieldMessage[] = [];

  constructor(private readonly deps: { api: Api; toast: Toast }) {
    this.methods = new Loadable(() => deps.api.usersProfile.getSignInMethods());
    makeAutoObservable<SignInSecurityStore, 'deps'>(this, {
      deps: false,
      methods: false,
      signOutErrors: observableRef,
    });
  }

  /** Google and LinkedIn where the server offers them. */
  get providers(): SignInProviderState[] {
    return (this.methods.value?.providers ?? []).filter((provider) => provider.available);
  }

  /** The server's text on success; its refusal (the last way in: 409) as an error toast. */
  async disconnect(provider: SignInProvider): Promise<void> {
    this.disconnecting = provider;
    try {
      const answer = await this.deps.api.usersProfile.disconnectSignInMethod(provider);
      this.deps.toast('success', successOf(answer, 'messages.updatedSuccessfully'));
      await this.methods.load();
    } catch (error) {
      toastServerErrors(this.deps.toast, error);
    } finally {
      runInAction(() => {
        this.disconnecting = null;
      });
    }
  }

  askSignOut(): void {
    this.signOutErrors = [];
    this.confirmingSignOut = true;
  }

  cancelSignOut(): void {
    if (!this.signingOut) this.confirmingSignOut = false;
  }

  /** Ends every session on the server; answers whether it did (this one must then end here too). */
  async signOutEverywhere(): Promise<boolean> {
    this.signingOut = true;
    this.signOutErrors = [];
    try {
      const answer = await this.deps.api.usersProfile.signOutEverywhere();
      this.deps.toast('success', successOf(answer, 'security.signedOutEverywhere'));
      runInAction(() => {
        this.confirmingSignOut = false;
      });
      return true;
    } catch (error) {
      runInAction(() => {
        this.signOutErrors = serverMessages(error);
      });
      return false;
    } finally {
      runInAction(() => {
        this.signingOut = false;
      });
    }
  }
}
