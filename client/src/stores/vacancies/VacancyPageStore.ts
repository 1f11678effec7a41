import { makeAutoObservable, runInAction } from 'mobx';
import type { Api } from '../../api';
import type { SimAndOtherVacancies, VacancyDetail } from '../../api/vacancy';
import type { FieldMessage } from '../../lib/forms/form-state';
import { SOMETHING_WENT_WRONG } from '../../lib/forms/form-state';
import { ApiError } from '../../api/api-error';
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
  /** The favourite mark as the last toggle answered (null: as the vacancy came). */
  favoriteOverride: boolean | null = null;
  togglingFavorite = false;

  constructor(
    private readonly api: Api,
    readonly vacancyId: number,
    fromAdmin: boolean,
  ) {
    this.vacancy = new Loadable(() => api.vacancy.getVacancy(vacancyId, fromAdmin));
    this.related = new Loadable(() => api.vacancy.searchCompanySimAndOtherVacancies(vacancyId));
    this.apply = new ApplyFormStore(api, vacancyId);
    makeAutoObservable<VacancyPageStore, 'api'>(this, {
      api: false,
      vacancy: false,
      related: false,
      apply: false,
      vacancyId: false,
    });
  }

  get isApplied(): boolean {
    return this.appliedHere || this.vacancy.value?.isApplied === true;
  }

  get isFavorite(): boolean {
    return this.favoriteOverride ?? this.vacancy.value?.isFavorite === true;
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

  /** Saves or forgets the vacancy; answers the toast to show. */
  async toggleFavorite(): Promise<{ kind: 'success' | 'error'; message: FieldMessage }> {
    this.togglingFavorite = true;
    try {
      const answer = await this.api.applications.addRemoveFavoriteVacancy(this.vacancyId);
      runInAction(() => {
        this.favoriteOverride = answer.isFavorite;
      });
      return {
        kind: 'success',
        message: { key: answer.isFavorite ? 'vacancyPage.favoriteAdded' : 'vacancyPage.favoriteRemoved' },
      };
    } catch (error) {
      const text = error instanceof ApiError ? Object.values(error.errors).flat()[0] : undefined;
      return { kind: 'error', message: text ? { text } : SOMETHING_WENT_WRONG };
    } finally {
      runInAction(() => {
        this.togglingFavorite = false;
      });
    }
  }
}
