import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../api';
import { DictionaryType, type DictionaryItem } from '../../api/common';
import type { VacancyListItem, VacancyPage, VacancySearch } from '../../api/vacancy';
import {
  dictionaryGroups,
  type Option,
  type OptionGroup,
  type TextPicker,
  dictionaryOptions,
} from '../../lib/dictionary-groups';
import type { FieldMessage } from '../../lib/forms/form-state';
import { serverText } from '../../lib/forms/server-text';
import type { FavouriteMarks } from '../FavouritesStore';
import { Loadable } from '../base/Loadable';
import type { ToastKind } from '../RootStore';
import {
  VACANCY_ID_FILTERS,
  VACANCY_SEARCH_PAGE_SIZE,
  VacancySort,
  type VacancyIdFilter,
} from '../../../../shared/list-settings';

/** Spec point 9: 36 vacancies a page (the server's default). */
export const VACANCY_PAGE_SIZE = VACANCY_SEARCH_PAGE_SIZE;
export const VACANCY_SEARCH_DEBOUNCE_MS = 300;

export { VacancySort };
const SORTS: readonly VacancySort[] = [1, 2, 3];

/** The search's order: one of the server's sorts, or "best match" (issue 25; a signed-in talent's
 *  only), which the URL and the API spell `sort=match`. */
export type VacancyOrder = VacancySort | 'match';

/** The id filters, by their query (and API) names. */

/** Every query parameter the search owns (others in the URL are left alone). */
export const VACANCY_QUERY_KEYS: ReadonlySet<string> = new Set([
  'searchTerm',
  ...VACANCY_ID_FILTERS,
  'salaryShown',
  'sortBy',
  'sort',
  'page',
]);

/** The filters whose choices come in groups (by category). */
const GROUPED_FILTERS: ReadonlySet<VacancyIdFilter> = new Set(['technologies', 'jobFunctions']);

/** The dictionary behind each filter (all asked in one GetDictionary request). */
export const FILTER_DICTIONARY: Record<VacancyIdFilter, DictionaryType> = {
  technologies: DictionaryType.Technology,
  employmentTypes: DictionaryType.EmploymentType,
  workLocations: DictionaryType.WorkLocation,
  jobFunctions: DictionaryType.JobFunction,
  cities: DictionaryType.City,
  experiences: DictionaryType.Experience,
};

/** The search as the URL query keeps it: text, filters, sort and page. */
export interface VacancySearchState {
  searchTerm: string;
  filters: Record<VacancyIdFilter, number[]>;
  salaryShown: boolean;
  sortBy: VacancyOrder;
  page: number;
}

const emptyFilters = (): Record<VacancyIdFilter, number[]> => ({
  technologies: [],
  employmentTypes: [],
  workLocations: [],
  jobFunctions: [],
  cities: [],
  experiences: [],
});

const positiveInt = (text: string | null): number | undefined => {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
};

/** Reads a search from a URL query; what does not parse is left out (the defaults stand). */
export function parseVacancyQuery(query: string): VacancySearchState {
  const params = new URLSearchParams(query);
  const filters = emptyFilters();
  for (const name of VACANCY_ID_FILTERS) {
    const ids = params
      .getAll(name)
      .map(positiveInt)
      .filter((id): id is number => id !== undefined);
    filters[name] = [...new Set(ids)];
  }
  const sort = positiveInt(params.get('sortBy'));
  return {
    searchTerm: (params.get('searchTerm') ?? '').trim().slice(0, 100),
    filters,
    salaryShown: params.get('salaryShown') === 'true',
    sortBy: params.get('sort') === 'match' ? 'match' : SORTS.includes(sort as VacancySort) ? (sort as VacancySort) : 1,
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** Writes a search as a URL query, leaving out what is at its default. */
export function vacancyQueryString(state: VacancySearchState): string {
  const params = new URLSearchParams();
  if (state.searchTerm) params.set('searchTerm', state.searchTerm);
  for (const name of VACANCY_ID_FILTERS) for (const id of state.filters[name]) params.append(name, String(id));
  if (state.salaryShown) params.set('salaryShown', 'true');
  if (state.sortBy === 'match') params.set('sort', 'match');
  else if (state.sortBy !== 1) params.set('sortBy', String(state.sortBy));
  if (state.page !== 1) params.set('page', String(state.page));
  return params.toString();
}

export interface VacancySearchStoreDeps {
  api: Api;
  /** The talent's favourite vacancies (the root store's). */
  favourites: FavouriteMarks;
  language: TextPicker;
  t: (key: string) => string;
  toast: (kind: ToastKind, message: FieldMessage) => void;
  /** Puts the search into the URL query: `replace` for the typed text, a new history entry otherwise. */
  writeQuery: (query: string, replace: boolean) => void;
  /** A talent is signed in: "best match" may be asked (the server refuses it to anyone else). */
  canMatch: boolean;
}

/**
 * /vacancies: the search text (debounced), the filters, the sort and the page, kept in the URL
 * query so a search can be shared and reloaded. A new text or filter starts again from page 1;
 * clearing empties the text and the filters and sorts by newest (spec point 4). An older answer
 * never overwrites a newer one. Favourite marks are the root store's (FavouritesStore).
 */
export class VacancySearchStore {
  /** What is typed; `searchTerm` follows it after the debounce. */
  searchInput = '';
  searchTerm = '';
  filters: Record<VacancyIdFilter, number[]> = emptyFilters();
  salaryShown = false;
  sortBy: VacancyOrder = 1;
  page = 1;
  /** A talent is signed in, so "best match" may be asked (allowMatch follows the session); without
   *  one, a sort=match address keeps it in the URL and the search sorts by newest. */
  matchAllowed: boolean;
  result: VacancyPage | undefined = undefined;
  isLoading = false;
  failed = false;
  readonly dictionary: Loadable<DictionaryItem[]>;
  private timer: ReturnType<typeof setTimeout> | undefined = undefined;
  private requestNo = 0;

  constructor(
    private readonly deps: VacancySearchStoreDeps,
    initialQuery = '',
    private readonly debounceMs = VACANCY_SEARCH_DEBOUNCE_MS,
  ) {
    this.dictionary = new Loadable(() =>
      deps.api.common.getDictionary({ dictionaryType: Object.values(FILTER_DICTIONARY) }),
    );
    this.matchAllowed = deps.canMatch;
    this.setState(parseVacancyQuery(initialQuery));
    makeAutoObservable<VacancySearchStore, 'deps' | 'debounceMs' | 'timer' | 'requestNo'>(this, {
      deps: false,
      debounceMs: false,
      timer: false,
      requestNo: false,
      dictionary: false,
      result: observableRef,
      filters: observableRef,
    });
  }

  get state(): VacancySearchState {
    return {
      searchTerm: this.searchTerm,
      filters: this.filters,
      salaryShown: this.salaryShown,
      sortBy: this.sortBy,
      page: this.page,
    };
  }

  /** The order asked of the server: "best match" only while a talent is signed in. */
  get order(): VacancyOrder {
    return this.sortBy === 'match' && !this.matchAllowed ? 1 : this.sortBy;
  }

  /** The search as its URL query. */
  get queryString(): string {
    return vacancyQueryString(this.state);
  }

  /** What SearchVacancies is asked. */
  get request(): VacancySearch {
    const search: VacancySearch = {};
    if (this.searchTerm) search.searchTerm = this.searchTerm;
    for (const name of VACANCY_ID_FILTERS) if (this.filters[name].length) search[name] = this.filters[name];
    if (this.salaryShown) search.salaryShown = true;
    if (this.order === 'match') search.sort = 'match';
    else search.sortBy = this.order;
    search.page = this.page;
    search.pageSize = VACANCY_PAGE_SIZE;
    return search;
  }

  get pageCount(): number {
    return this.result ? Math.max(1, Math.ceil(this.result.totalCount / VACANCY_PAGE_SIZE)) : 1;
  }

  /** Any text (typed or applied) or filter narrows the list. */
  get hasFilters(): boolean {
    return this.searchInput.trim() !== '' || this.searchTerm !== '' || this.salaryShown || this.hasChosenIds;
  }

  /** Some filter names technologies, cities ... by id: their pills need the choices' names. */
  get hasChosenIds(): boolean {
    return VACANCY_ID_FILTERS.some((name) => this.filters[name].length > 0);
  }

  /** The choices made in the filters (each technology, city ... and "with salary only"). */
  get chosenFilterCount(): number {
    return VACANCY_ID_FILTERS.reduce((count, name) => count + this.filters[name].length, this.salaryShown ? 1 : 0);
  }

  /** "Clear" has something to do: a filter, or a sort other than newest. */
  get canClear(): boolean {
    return this.hasFilters || this.order !== 1;
  }

  /** Each filter's choices: technologies and job functions in groups, the rest in one list (a
   *  computed value: worked out once per dictionary and language, not on every render). */
  get filterChoices(): Record<VacancyIdFilter, Option[] | OptionGroup[]> {
    return Object.fromEntries(
      VACANCY_ID_FILTERS.map((name) => {
        const type = FILTER_DICTIONARY[name];
        return [name, GROUPED_FILTERS.has(name) ? this.groups(type) : this.flat(type)];
      }),
    ) as Record<VacancyIdFilter, Option[] | OptionGroup[]>;
  }

  isFavorite(vacancyId: number): boolean {
    return this.deps.favourites.isFavorite(vacancyId);
  }

  isFavoritePending(vacancyId: number): boolean {
    return this.deps.favourites.isPending(vacancyId);
  }

  /** The filters' choices: once (each item carries both languages). An id in the URL that is no
   *  choice (a removed technology, a typo) is dropped, and the search runs without it. */
  async loadFilterChoices(): Promise<void> {
    await this.dictionary.ensureLoaded();
    if (!this.dictionary.value) return;
    runInAction(() => {
      const filters = emptyFilters();
      let dropped = false;
      for (const name of VACANCY_ID_FILTERS) {
        const known = new Set(
          this.groups(FILTER_DICTIONARY[name]).flatMap((group) => group.items.map((option) => option.value)),
        );
        filters[name] = this.filters[name].filter((id) => known.has(id));
        dropped ||= filters[name].length < this.filters[name].length;
      }
      if (!dropped) return;
      this.filters = filters;
      this.restart(true);
    });
  }

  setSearchInput(text: string): void {
    this.searchInput = text;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.applySearch(), this.debounceMs);
  }

  /** The typed text becomes the search (on the debounce, or at once on Enter). */
  applySearch(): void {
    clearTimeout(this.timer);
    const term = this.searchInput.trim().slice(0, 100);
    if (term === this.searchTerm) return;
    this.searchTerm = term;
    this.restart(true);
  }

  setFilter(name: VacancyIdFilter, ids: number[]): void {
    this.filters = { ...this.filters, [name]: ids };
    this.restart(false);
  }

  setSalaryShown(value: boolean): void {
    this.salaryShown = value;
    this.restart(false);
  }

  /** A new order of the same results, from page 1. */
  setSortBy(sortBy: VacancyOrder): void {
    if (sortBy === this.sortBy) return;
    this.sortBy = sortBy;
    this.restart(false);
  }

  setPage(page: number): void {
    if (page === this.page) return;
    this.page = page;
    this.deps.writeQuery(this.queryString, false);
    void this.load();
  }

  /** A talent signed in or out: a search kept on "best match" in the URL is asked again. */
  allowMatch(allowed: boolean): void {
    if (allowed === this.matchAllowed) return;
    this.matchAllowed = allowed;
    if (this.sortBy === 'match') void this.load();
  }

  /** Text and every filter off, sorted by newest, from page 1. */
  clearFilters(): void {
    clearTimeout(this.timer);
    this.searchInput = '';
    this.searchTerm = '';
    this.filters = emptyFilters();
    this.salaryShown = false;
    this.sortBy = 1;
    this.restart(false);
  }

  /** The URL changed under the page (back, forward, a link): follow it. False when it already
   *  says what the store holds (the store wrote it). */
  followQuery(query: string): boolean {
    const state = parseVacancyQuery(query);
    if (vacancyQueryString(state) === this.queryString) return false;
    clearTimeout(this.timer);
    this.setState(state);
    void this.load();
    return true;
  }

  async load(): Promise<void> {
    const requestNo = ++this.requestNo;
    this.isLoading = true;
    this.failed = false;
    try {
      const result = await this.deps.api.vacancy.searchVacancies(this.request);
      if (requestNo !== this.requestNo) return;
      runInAction(() => {
        this.result = result;
        this.deps.favourites.note(result.items);
      });
    } catch {
      if (requestNo === this.requestNo) runInAction(() => (this.failed = true));
    } finally {
      if (requestNo === this.requestNo) runInAction(() => (this.isLoading = false));
    }
  }

  /** Adds or removes a favourite (the server answers every favourite, which the marks follow). */
  async toggleFavorite(vacancy: VacancyListItem): Promise<void> {
    try {
      const answer = await this.deps.favourites.set(vacancy.id, !this.isFavorite(vacancy.id));
      if (!answer) return;
      this.deps.toast('success', {
        key: answer.isFavorite ? 'vacanciesPage.favorite.added' : 'vacanciesPage.favorite.removed',
      });
    } catch (error) {
      const text = serverText(error);
      this.deps.toast('error', text ? { text } : { key: 'vacanciesPage.favorite.failed' });
    }
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private setState(state: VacancySearchState): void {
    this.searchInput = state.searchTerm;
    this.searchTerm = state.searchTerm;
    this.filters = state.filters;
    this.salaryShown = state.salaryShown;
    this.sortBy = state.sortBy;
    this.page = state.page;
  }

  private restart(replace: boolean): void {
    this.page = 1;
    this.deps.writeQuery(this.queryString, replace);
    void this.load();
  }

  private groups(type: DictionaryType): OptionGroup[] {
    return dictionaryGroups(this.dictionary.value, type, this.deps.language, this.deps.t('signUp.otherGroup'));
  }

  private flat(type: DictionaryType): Option[] {
    return dictionaryOptions(this.dictionary.value, type, this.deps.language);
  }
}
