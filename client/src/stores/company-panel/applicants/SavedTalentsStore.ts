import { makeAutoObservable } from 'mobx';
import type { SavedTalentItem } from '../../../api/company-applicants';
import { PagedList } from '../../base/PagedList';
import { toastServerErrors } from '../VacancyMessages';
import type { ApplicantsDeps } from './cv-download';
import { TalentDetailsStore } from './TalentDetailsStore';

export const SAVED_TALENTS_PAGE_SIZE = 20;

/** The company's saved talents a page at a time, the talent drawer, and removing a talent. */
export class SavedTalentsStore {
  readonly list: PagedList<SavedTalentItem>;
  readonly talent: TalentDetailsStore;

  constructor(private readonly deps: ApplicantsDeps) {
    this.list = new PagedList(
      (page, pageSize) => deps.api.companyApplicants.getFavoriteApplicants(page, pageSize),
      SAVED_TALENTS_PAGE_SIZE,
    );
    // Forgotten in the drawer: the card goes; saved again: the page is read again to show it.
    this.talent = new TalentDetailsStore(deps, (userId, isFavorite) =>
      isFavorite ? void this.list.load() : this.dropCard(userId),
    );
    makeAutoObservable<SavedTalentsStore, 'deps'>(this, { deps: false, list: false, talent: false });
  }

  /** Technologies and job titles come in the request's language: read them again after a switch. */
  reloadForLanguage(): void {
    void this.list.load();
    if (this.talent.record.isOpen) void this.talent.record.load();
  }

  isRemoving(userId: number): boolean {
    return this.deps.favourites.isPending(userId);
  }

  async remove(userId: number): Promise<void> {
    try {
      if (!(await this.deps.favourites.set(userId, false))) return;
      this.dropCard(userId);
      this.talent.syncFavorite(userId, false);
    } catch (error) {
      toastServerErrors(this.deps.toast, error);
    }
  }

  private dropCard(userId: number): void {
    this.list.remove((item) => item.id === userId);
  }
}
