import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../api';

/** What the server answers a toggle: the one mark, and for vacancies every favourite there is. */
interface ToggleAnswer {
  isFavorite: boolean;
  /** Every id that is a favourite now (vacancies): the other known marks follow it. */
  favoriteIds?: number[];
}

/** The favourite marks of one kind (vacancies or talents) as the server last told them, whatever
 *  page told it, and the toggles on their way. Pages show a mark as it is here, else as their data
 *  came. */
export class FavouriteMarks {
  private marks: ReadonlyMap<number, boolean> = new Map();
  /** Ids whose toggle is on its way. */
  pending: ReadonlySet<number> = new Set();

  constructor(private readonly send: (id: number, favourite: boolean) => Promise<ToggleAnswer>) {
    makeAutoObservable<FavouriteMarks, 'send' | 'marks'>(this, {
      send: false,
      marks: observableRef,
      pending: observableRef,
    });
  }

  /** The mark as the server last answered it; else as the caller's data came. */
  isFavorite(id: number, asLoaded?: boolean): boolean {
    return this.marks.get(id) ?? asLoaded === true;
  }

  isPending(id: number): boolean {
    return this.pending.has(id);
  }

  /** Marks as a list or a record just came from the server (newer than earlier answers). */
  note(marks: Iterable<{ id: number; isFavorite?: boolean }>): void {
    const next = new Map(this.marks);
    for (const { id, isFavorite } of marks) next.set(id, isFavorite === true);
    this.marks = next;
  }

  /** Saves (true) or forgets (false) one; answers the server's answer, or undefined when a toggle
   *  of the same one is already on its way. Throws the server's refusal. */
  async set(id: number, favourite: boolean): Promise<ToggleAnswer | undefined> {
    if (this.pending.has(id)) return undefined;
    this.pending = new Set([...this.pending, id]);
    try {
      const answer = await this.send(id, favourite);
      runInAction(() => {
        const next = new Map(this.marks);
        if (answer.favoriteIds) {
          const all = new Set(answer.favoriteIds);
          for (const known of next.keys()) next.set(known, all.has(known));
          for (const favorite of all) next.set(favorite, true);
        }
        next.set(id, answer.isFavorite);
        this.marks = next;
      });
      return answer;
    } finally {
      runInAction(() => {
        const pending = new Set(this.pending);
        pending.delete(id);
        this.pending = pending;
      });
    }
  }

  /** Another account signed in (or none): no mark is known. */
  clear(): void {
    this.marks = new Map();
  }
}

/** The signed-in account's favourites, one place for every page that shows or toggles them: a
 *  talent's saved vacancies (the search, the vacancy page, the user panel's saved list) and a
 *  company's saved talents (the applicants, the talent drawer, the saved talents). */
export class FavouritesStore {
  readonly vacancies: FavouriteMarks;
  readonly talents: FavouriteMarks;

  constructor(api: Api) {
    // The server toggles a vacancy (there is no "to") and answers every favourite vacancy.
    this.vacancies = new FavouriteMarks(async (vacancyId) => {
      const answer = await api.applications.addRemoveFavoriteVacancy(vacancyId);
      return { isFavorite: answer.isFavorite, favoriteIds: answer.favoriteVacancyIds };
    });
    this.talents = new FavouriteMarks((userId, favourite) =>
      api.companyApplicants.setFavoriteApplicant(userId, favourite),
    );
  }

  clear(): void {
    this.vacancies.clear();
    this.talents.clear();
  }
}
