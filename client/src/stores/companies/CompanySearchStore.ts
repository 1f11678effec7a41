import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../api';
import { DictionaryType, type DictionaryItem } from '../../api/common';
import type { CompanySearchItem, Page, TeamSizeOption } from '../../api/company';
import { dictionaryGroups, type OptionGroup, type TextPicker } from '../../lib/dictionary-groups';
import { Loadable } from '../base/Loadable';
import { COMPANY_SEARCH_PAGE_SIZE } from '../../../../shared/list-settings';

export const COMPANY_PAGE_SIZE = COMPANY_SEARCH_PAGE_SIZE;
export const SEARCH_DEBOUNCE_MS = 350;

export interface CompanySearchStoreDeps {
  api: Api;
  language: TextPicker;
  t: (key: string) => string;
  /** The text to start with (`?searchTerm=` of the page's address, e.g. from the smart search). */
  initialSearchTerm?: string;
}

/** /companies: the search text (debounced), the technology, team-size and verified-only filters
 *  and the page. A new text or filter starts again from page 1 (spec point 4); an older answer
 *  never overwrites a newer one. */
export class CompanySearchStore {
  /** What is typed; `searchTerm` follows it after the debounce. */
  searchInput = '';
  searchTerm = '';
  verifiedOnly = false;
  technologyIds: number[] = [];
  teamSizes: string[] = [];
  page = 1;
  result: Page<CompanySearchItem> | undefined = undefined;
  isLoading = false;
  failed = false;
  /** The filters' choices. */
  readonly technologyDictionary: Loadable<DictionaryItem[]>;
  readonly teamSizeChoices: Loadable<TeamSizeOption[]>;
  private timer: ReturnType<typeof setTimeout> | undefined = undefined;
  private requestNo = 0;

  constructor(
    private readonly deps: CompanySearchStoreDeps,
    private readonly debounceMs = SEARCH_DEBOUNCE_MS,
  ) {
    this.technologyDictionary = new Loadable(() =>
      deps.api.common.getDictionary({ dictionaryType: [DictionaryType.Technology] }),
    );
    this.teamSizeChoices = new Loadable(() => deps.api.company.getTeamSizes());
    this.searchTerm = (deps.initialSearchTerm ?? '').trim().slice(0, 100);
    this.searchInput = this.searchTerm;
    makeAutoObservable<CompanySearchStore, 'deps' | 'debounceMs' | 'timer' | 'requestNo'>(this, {
      deps: false,
      debounceMs: false,
      timer: false,
      requestNo: false,
      technologyDictionary: false,
      teamSizeChoices: false,
      result: observableRef,
      technologyIds: observableRef,
      teamSizes: observableRef,
    });
  }

  get pageCount(): number {
    return this.result ? Math.max(1, Math.ceil(this.result.totalCount / COMPANY_PAGE_SIZE)) : 1;
  }

  /** Technologies under their categories, in the page's language. */
  get technologyGroups(): OptionGroup[] {
    return dictionaryGroups(
      this.technologyDictionary.value,
      DictionaryType.Technology,
      this.deps.language,
      this.deps.t('signUp.otherGroup'),
    );
  }

  /** Team sizes as the server names them (in the request's language). */
  get teamSizeOptions(): { value: string; label: string }[] {
    return (this.teamSizeChoices.value ?? []).map((size) => ({ value: size.value, label: size.name }));
  }

  /** Any text (typed or applied) or filter narrows the list. */
  get hasFilters(): boolean {
    return (
      this.searchInput.trim() !== '' ||
      this.searchTerm !== '' ||
      this.verifiedOnly ||
      this.technologyIds.length > 0 ||
      this.teamSizes.length > 0
    );
  }

  /** The filters' choices: the dictionary once (it carries both languages), the team sizes
   *  again (named in the request's language). */
  loadFilterChoices(): void {
    void this.technologyDictionary.ensureLoaded();
    void this.teamSizeChoices.load();
  }

  setSearchInput(text: string): void {
    this.searchInput = text;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.applySearch(), this.debounceMs);
  }

  /** The typed text becomes the search (on the debounce, or at once on Enter). */
  applySearch(): void {
    clearTimeout(this.timer);
    const term = this.searchInput.trim();
    if (term === this.searchTerm) return;
    this.searchTerm = term;
    this.restart();
  }

  setVerifiedOnly(value: boolean): void {
    this.verifiedOnly = value;
    this.restart();
  }

  setTechnologyIds(ids: number[]): void {
    this.technologyIds = ids;
    this.restart();
  }

  setTeamSizes(sizes: string[]): void {
    this.teamSizes = sizes;
    this.restart();
  }

  /** Text and every filter off, from page 1. */
  clearFilters(): void {
    clearTimeout(this.timer);
    this.searchInput = '';
    this.searchTerm = '';
    this.verifiedOnly = false;
    this.technologyIds = [];
    this.teamSizes = [];
    this.restart();
  }

  setPage(page: number): void {
    this.page = page;
    void this.load();
  }

  async load(): Promise<void> {
    const requestNo = ++this.requestNo;
    this.isLoading = true;
    this.failed = false;
    try {
      const result = await this.deps.api.company.searchCompanies({
        searchTerm: this.searchTerm || undefined,
        technologies: this.technologyIds.length ? this.technologyIds : undefined,
        teamSizes: this.teamSizes.length ? this.teamSizes : undefined,
        isVerified: this.verifiedOnly || undefined,
        page: this.page,
        pageSize: COMPANY_PAGE_SIZE,
      });
      if (requestNo === this.requestNo) runInAction(() => (this.result = result));
    } catch {
      if (requestNo === this.requestNo) runInAction(() => (this.failed = true));
    } finally {
      if (requestNo === this.requestNo) runInAction(() => (this.isLoading = false));
    }
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private restart(): void {
    this.page = 1;
    void this.load();
  }
}
