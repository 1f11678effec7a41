import { makeAutoObservable, observableRef } from 'mobx';
import { DictionaryType, type DictionaryItem } from '../../../api/common';
import type { CompanyVacancyListItem } from '../../../api/company-vacancies';
import type { AnonymousTalentView, TalentSearchFilters, DirectoryApi } from '../../../api/talent-directory';
import {
  dictionaryGroups,
  dictionaryOptions,
  type Option,
  type OptionGroup,
  type TextPicker,
} from '../../../lib/dictionary-groups';
import { Loadable } from '../../base/Loadable';
import { PagedList } from '../../base/PagedList';
import { directoryRefusal } from './directory-access';
import { openVacancies } from './open-vacancies';
import { serverText } from '../../../lib/forms/server-text';
import {
  emptyTalentFilters,
  hasTalentFilters,
  parseTalentQuery,
  talentQueryString,
  type TalentSearchState,
} from './talent-search-query';

export const TALENT_SEARCH_PAGE_SIZE = 20;

export interface TalentSearchDeps {
  api: DirectoryApi;
  language: TextPicker;
  t: (key: string) => string;
  /** Puts the search into the page's URL query (`replace`: no new history entry, for typing); the
   *  page then calls followQuery with it. */
  writeQuery: (query: string, replace: boolean) => void;
}

/** /companyPanel/talents: the anonymous profiles a page at a time, filtered. The URL query is the
 *  search: a filter or page changed writes the query, and the store follows the query (a link,
 *  back and forward too), asking the server only when it changed. */
export class TalentSearchStore {
  filters: TalentSearchFilters = emptyTalentFilters();
  /** The company's vacancy each profile is compared with ("Compare with vacancy"); null: none. */
  vacancyId: number | null = null;
  readonly results: PagedList<AnonymousTalentView>;
  /** The company's open vacancies, for "Compare with vacancy". */
  readonly vacancies: Loadable<CompanyVacancyListItem[]>;
  /** The filters' choices (technologies, levels, fields, work formats, cities) in both languages. */
  readonly dictionary: Loadable<DictionaryItem[]>;
  private query: string | undefined = undefined;

  constructor(private readonly deps: TalentSearchDeps) {
    this.results = new PagedList(
      (page, pageSize) => deps.api.talentDirectory.searchTalents(this.filters, page, pageSize, this.vacancyId),
      TALENT_SEARCH_PAGE_SIZE,
    );
    this.dictionary = new Loadable(() =>
      deps.api.common.getDictionary({
        dictionaryType: [
          DictionaryType.Technology,
          DictionaryType.Experience,
          DictionaryType.Field,
          DictionaryType.WorkLocation,
          DictionaryType.City,
        ],
      }),
    );
    this.vacancies = new Loadable(() => openVacancies(deps.api));
    makeAutoObservable<TalentSearchStore, 'deps' | 'query'>(this, {
      deps: false,
      query: false,
      results: false,
      dictionary: false,
      vacancies: false,
      filters: observableRef,
    });
  }

  get hasFilters(): boolean {
    return hasTalentFilters(this.filters);
  }

  /** The server's explanation when the company may not search yet (403). */
  get refusal(): string | undefined {
    return directoryRefusal(this.results.error);
  }

  /** The server's explanation when the URL's vacancy to compare with is not one of the company's (404). */
  get vacancyRefusal(): string | undefined {
    const error = this.results.error;
    if (this.vacancyId === null || error?.status !== 404) return undefined;
    return serverText(error) ?? '';
  }

  /** Takes the search from the URL query and asks for it, unless it is the one shown. */
  followQuery(query: string): void {
    const state = parseTalentQuery(query);
    const normal = talentQueryString(state);
    if (normal === this.query) return;
    this.query = normal;
    this.filters = state.filters;
    this.vacancyId = state.vacancyId ?? null;
    void this.results.load(state.page);
  }

  /** Texts come in the request's language: the page again after a switch. */
  reload(): void {
    void this.results.load();
  }

  /** A filter changed, from page 1; `typed` (a number being typed) replaces the history entry. */
  setFilter<K extends keyof TalentSearchFilters>(name: K, value: TalentSearchFilters[K], typed = false): void {
    this.write({ filters: { ...this.filters, [name]: value }, page: 1, vacancyId: this.vacancyId }, typed);
  }

  /** Clears the filters; the vacancy compared with stays (it does not narrow the search). */
  clearFilters(): void {
    this.write({ filters: emptyTalentFilters(), page: 1, vacancyId: this.vacancyId });
  }

  setPage(page: number): void {
    this.write({ filters: this.filters, page, vacancyId: this.vacancyId });
  }

  /** Compares the profiles with another vacancy (or none), on the same page: the order does not change. */
  compareWith(vacancyId: number | null): void {
    this.write({ filters: this.filters, page: this.results.page, vacancyId });
  }

  loadVacancies(): void {
    void this.vacancies.ensureLoaded();
  }

  loadFilterChoices(): void {
    void this.dictionary.ensureLoaded();
  }

  get technologyGroups(): OptionGroup[] {
    return dictionaryGroups(
      this.dictionary.value,
      DictionaryType.Technology,
      this.deps.language,
      this.deps.t('signUp.otherGroup'),
    );
  }

  optionsOf(type: DictionaryType): Option[] {
    return dictionaryOptions(this.dictionary.value, type, this.deps.language);
  }

  private write(state: TalentSearchState, replace = false): void {
    this.deps.writeQuery(talentQueryString(state), replace);
  }
}
