import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../../api';
import type { TalentApplication } from '../../api/applications';
import type { VacancyListItem } from '../../api/vacancy';
import { PagedList } from '../base/PagedList';
import type { FavouriteMarks } from '../FavouritesStore';
import { toastServerErrors, type Toast } from '../company-panel/VacancyMessages';

/** How many rows one page of either list shows. */
export const TALENT_JOBS_PAGE_SIZE = 20;

export type TalentJobsTab = 'applications' | 'saved';

/** The tab a `?tab=` value names; applications unless it names the saved list. */
export const tabOf = (value: string | null): TalentJobsTab => (value === 'saved' ? 'saved' : 'applications');

/** A saved vacancy as getFavoriteVacancies answers it (the server marks the ones no longer open). */
export type SavedVacancy = VacancyListItem & { isExpired?: boolean };

/** The talent's jobs in the user panel: the applications with where each stands, and the saved
 *  vacancies, which can be forgotten from here (the card leaves the list). */
export class TalentJobsStore {
  readonly applications: PagedList<TalentApplication>;
  readonly saved: PagedList<SavedVacancy>;

  constructor(private readonly deps: { api: Api; toast: Toast; favourites: FavouriteMarks }) {
    this.applications = new PagedList(
      (page, size) => deps.api.applications.getTalentApplications(page, size),
      TALENT_JOBS_PAGE_SIZE,
    );
    this.saved = new PagedList(
      (page, size) => deps.api.applications.getFavoriteVacancies(page, size),
      TALENT_JOBS_PAGE_SIZE,
    );
    makeAutoObservable<TalentJobsStore, 'deps'>(this, {
      deps: false,
      applications: false,
      saved: false,
    });
  }

  isRemoving(vacancyId: number): boolean {
    return this.deps.favourites.isPending(vacancyId);
  }

  /** Forgets a saved vacancy. The call toggles: should the vacancy not have been saved any more
   *  (forgotten in another tab), it is saved again and the card stays. */
  async removeSaved(vacancy: SavedVacancy): Promise<void> {
    try {
      const answer = await this.deps.favourites.set(vacancy.id, false);
      if (!answer) return;
      if (answer.isFavorite) {
        this.deps.toast('success', { key: 'talentJobs.saved.added' });
      } else {
        runInAction(() => this.saved.remove((item) => item.id === vacancy.id));
        this.deps.toast('success', { key: 'talentJobs.saved.removed' });
      }
    } catch (error) {
      toastServerErrors(this.deps.toast, error);
    }
  }
}
