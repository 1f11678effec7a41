import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../api';
import type { AdminAccount } from '../api/admin';
import { ApiError } from '../api/api-error';

/** The staff back office: find an account by e-mail and open the site as that account. */
export class AdminStore {
  found: AdminAccount | undefined = undefined;
  /** The last search found nobody. */
  notFound = false;
  isFinding = false;
  isCreatingViewAsLink = false;

  constructor(
    private readonly api: Api,
    /** Full-page navigation (the view-as link is exchanged on load). */
    private readonly assignLocation: (url: string) => void,
  ) {
    makeAutoObservable<AdminStore, 'api' | 'assignLocation'>(this, { api: false, assignLocation: false, found: observableRef });
  }

  async findAccount(email: string): Promise<void> {
    this.isFinding = true;
    this.notFound = false;
    this.found = undefined;
    try {
      const account = await this.api.admin.findAccount(email);
      runInAction(() => {
        this.found = account;
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        runInAction(() => {
          this.notFound = true;
        });
        return;
      }
      throw error;
    } finally {
      runInAction(() => {
        this.isFinding = false;
      });
    }
  }

  /** Asks for a one-time view-as link and follows it: the page loads as that account. */
  async viewAs(accountId: number): Promise<void> {
    this.isCreatingViewAsLink = true;
    try {
      const { url } = await this.api.admin.createViewAsLink(accountId);
      this.assignLocation(url);
    } finally {
      runInAction(() => {
        this.isCreatingViewAsLink = false;
      });
    }
  }

  reset(): void {
    this.found = undefined;
    this.notFound = false;
  }
}
