import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../api';

/** The staff back office's one cross-section action: open the site as another account. */
export class AdminStore {
  isCreatingViewAsLink = false;

  constructor(
    private readonly api: Api,
    /** Full-page navigation (the view-as link is exchanged on load). */
    private readonly assignLocation: (url: string) => void,
  ) {
    makeAutoObservable<AdminStore, 'api' | 'assignLocation'>(this, { api: false, assignLocation: false });
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
}
