import { makeAutoObservable, runInAction } from 'mobx';
import { pathInLanguage, type PathLanguage } from '../../../shared/language-paths';
import type { Api } from '../api';

/** The staff back office's one cross-section action: open the site as another account. */
export class AdminStore {
  isCreatingViewAsLink = false;

  constructor(
    private readonly api: Api,
    /** Full-page navigation (the view-as link is exchanged on load). */
    private readonly assignLocation: (url: string) => void,
    /** The language the staff member reads the site in. */
    private readonly language: () => PathLanguage = () => 'en',
  ) {
    makeAutoObservable<AdminStore, 'api' | 'assignLocation' | 'language'>(this, {
      api: false,
      assignLocation: false,
      language: false,
    });
  }

  /** Asks for a one-time view-as link and follows it in the language shown (one address per
   *  language: the link's bare path would switch a Georgian reader to English). */
  async viewAs(accountId: number): Promise<void> {
    this.isCreatingViewAsLink = true;
    try {
      const { url } = await this.api.admin.createViewAsLink(accountId);
      this.assignLocation(pathInLanguage(url, this.language()));
    } finally {
      runInAction(() => {
        this.isCreatingViewAsLink = false;
      });
    }
  }
}
