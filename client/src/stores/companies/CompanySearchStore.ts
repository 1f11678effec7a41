import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../api';
import type { CompanySearchItem, Page } from '../../api/company';

export const COMPANY_PAGE_SIZE = 36;
export const SEARCH_DEBOUNCE_MS = 350;

/** /companies: the search text (debounced), the verified-only filter and the page. A new text or
 *  filter starts again from page 1 (spec point 4); an older answer never overwrites a newer one. */
export class CompanySearchStore {
  /** What is typed; `searchTerm` follows it after the debounce. */
  searchInput = '';
  searchTerm = '';
  verifiedOnly = false;
  page = 1;
  result: Page<CompanySearchItem> | undefined = undefined;
  isLoading = false;
  failed = false;
  private timer: ReturnType<typeof setTimeout> | undefined = undefined;
  private requestNo = 0;

  constructor(
    private readonly api: Api,
    private readonly debounceMs = SEARCH_DEBOUNCE_MS,
  ) {
    makeAutoObservable<CompanySearchStore, 'api' | 'debounceMs' | 'timer' | 'requestNo'>(this, {
      api: false,
      debounceMs: false,
      timer: false,
      requestNo: false,
      result: observableRef,
    });
  }

  get pageCount(): number {
    return this.result ? Math.max(1, Math.ceil(this.result.totalCount / COMPANY_PAGE_SIZE)) : 1;
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
    this.page = 1;
    void this.load();
  }

  setVerifiedOnly(value: boolean): void {
    this.verifiedOnly = value;
    this.page = 1;
    void this.load();
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
      const result = await this.api.company.searchCompanies({
        searchTerm: this.searchTerm || undefined,
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
}
