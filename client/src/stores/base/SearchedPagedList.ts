import { makeAutoObservable, observableRef } from 'mobx';
import { type PageAnswer, PagedList } from './PagedList';

export const SEARCH_DEBOUNCE_MS = 350;

/** What a page is asked for with: the search applied (trimmed, none when empty) and the filters. */
export type SearchQuery<F> = F & { search: string | undefined };

export interface SearchedPagedListOptions<F> {
  filters: F;
  pageSize: number;
  debounceMs?: number;
  /** False for a typed text the server would refuse: it is not sent. */
  accepts?: (text: string) => boolean;
}

/** A paged list with a search box and filters: the list follows the typed text after a pause and
 *  a changed filter at once, both from the first page. */
export class SearchedPagedList<T, F extends object = object> {
  /** What is typed in the search box. */
  searchText = '';
  filters: F;
  readonly list: PagedList<T>;
  private search = '';
  private timer: ReturnType<typeof setTimeout> | undefined = undefined;
  private readonly debounceMs: number;
  private readonly accepts: (text: string) => boolean;

  constructor(
    fetchPage: (query: SearchQuery<F>, page: number, pageSize: number) => Promise<PageAnswer<T>>,
    options: SearchedPagedListOptions<F>,
  ) {
    this.filters = options.filters;
    this.debounceMs = options.debounceMs ?? SEARCH_DEBOUNCE_MS;
    this.accepts = options.accepts ?? (() => true);
    this.list = new PagedList(
      (page, pageSize) => fetchPage({ ...this.filters, search: this.search || undefined }, page, pageSize),
      options.pageSize,
    );
    makeAutoObservable<SearchedPagedList<T, F>, 'search' | 'timer' | 'debounceMs' | 'accepts'>(this, {
      search: false,
      timer: false,
      debounceMs: false,
      accepts: false,
      list: false,
      filters: observableRef,
    });
  }

  /** False while the typed text is one the server would refuse (it is not sent). */
  get isSearchValid(): boolean {
    const text = this.searchText.trim();
    return text === '' || this.accepts(text);
  }

  setSearchText(text: string): void {
    this.searchText = text;
    if (this.timer) clearTimeout(this.timer);
    if (!this.isSearchValid) return;
    this.timer = setTimeout(() => {
      this.search = text.trim();
      void this.list.load(1);
    }, this.debounceMs);
  }

  setFilter<K extends keyof F>(key: K, value: F[K]): void {
    this.filters = { ...this.filters, [key]: value };
    void this.list.load(1);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}
