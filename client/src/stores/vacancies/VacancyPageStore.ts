import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../../api';
import type { SimAndOtherVacancies, VacancyDetail } from '../../api/vacancy';
import type { FieldMessage } from '../../lib/forms/form-state';
import { SOMETHING_WENT_WRONG } from '../../lib/forms/form-state';
import { serverText } from '../../lib/forms/server-text';
import type { FavouriteMarks } from '../FavouritesStore';
import { Loadable } from '../base/Loadable';
import { ApplyFormStore } from './ApplyFormStore';

/** Call-to-action of a vacancy (spec point 3). */
export const CallToAction = { None: 0, ApplyNow: 1, Subscribe: 2 } as const;

/** The vacancy preview (spec point 2): the vacancy, the company's other and similar vacancies,
 *  the talent's favourite mark and the application. */
export class VacancyPageStore {
  readonly vacancy: Loadable<VacancyDetail>;
  readonly related: Loadable<SimAndOtherVacancies>;
  readonly apply: ApplyFormStore;
  /** An application sent from this page. */
  appliedHere = false;

  constructor(
    api: Api,
    readonly vacancyId: number,
    fromAdmin: boolean,
    /** The talent's favourite vacancies (the root store's). */
    private readonly favourites: FavouriteMarks,
  ) {
    this.vacancy = new Loadable(() => api.vacancy.getVacancy(vacancyId, fromAdmin));
    this.related = new Loadable(() => api.vacancy.searchCompanySimAndOtherVacancies(vacancyId));
    this.apply = new ApplyFormStore(api, vacancyId);
    makeAutoObservable<VacancyPageStore, 'favourites'>(this, {
      favourites: false,
      vacancy: false,
      related: false,
      apply: false,
      vacancyId: false,
    });
  }

  get isApplied(): boolean {
    return this.appliedHere || this.vacancy.value?.isApplied === true;
  }

  /** The favourite mark as the last toggle answered, else as the vacancy came. */
  get isFavorite(): boolean {
    return this.favourites.isFavorite(this.vacancyId, this.vacancy.value?.isFavorite);
  }

  get togglingFavorite(): boolean {
    return this.favourites.isPending(this.vacancyId);
  }

  /** The vacancy and, at the same time, the other and similar vacancies, which may fail quietly
   *  (one round trip instead of two, on the server's render too). */
  async load(): Promise<void> {
    await Promise.all([this.vacancy.load(), this.related.load()]);
  }

  /** The other and similar vacancies, for a public vacancy only (a preview shows none). */
  get relatedLists(): SimAndOtherVacancies | null {
    return this.vacancy.value && !this.vacancy.value.isPreview ? (this.related.value ?? null) : null;
  }

  /** Sends the application; answers the server's success text when it went (the page then shows
   *  "You have applied"), or null. */
  async submitApplication(): Promise<string | null> {
    const text = await this.apply.submit();
    if (text !== null) {
      runInAction(() => {
        this.appliedHere = true;
      });
    }
    return text;
  }

  /** Saves or forgets the vacancy; answers the toast to show (none while a toggle is on its way). */
  async toggleFavorite(): Promise<{ kind: 'success' | 'error'; message: FieldMessage } | undefined> {
    try {
      const answer = await this.favourites.set(this.vacancyId, !this.isFavorite);
      if (!answer) return undefined;
      return {
        kind: 'success',
        message: { key: answer.isFavorite ? 'vacancyPage.favoriteAdded' : 'vacancyPage.favoriteRemoved' },
      };
    } catch (error) {
      const text = serverText(error);
      return { kind: 'error', message: text ? { text } : SOMETHING_WENT_WRONG };
    }
  }
}
