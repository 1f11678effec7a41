import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import { ApiError } from '../../api/api-error';

export interface PageAnswer<T> {
  items: T[];
  totalCount: number;
}

/** A list read from the server a page at a time: the page shown, its loading flag and error; an
 *  answer that arrives after a newer request is dropped. */
export class PagedList<T> {
  page = 1;
  items: T[] = [];
  totalCount = 0;
  isLoaded = false;
  isLoading = false;
  error: ApiError | undefined = undefined;
  private request = 0;

  constructor(
    private readonly fetchPage: (page: number, pageSize: number) => Promise<PageAnswer<T>>,
    readonly pageSize = 20,
  ) {
    makeAutoObservable<PagedList<T>, 'request' | 'fetchPage'>(this, {
      request: false,
      fetchPage: false,
      pageSize: false,
      items: observableRef,
      error: observableRef,
    });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.totalCount / this.pageSize));
  }

  get isEmpty(): boolean {
    return this.isLoaded && this.items.length === 0;
  }

  async load(page = this.page): Promise<void> {
    const request = ++this.request;
    this.page = page;
    this.isLoading = true;
    this.error = undefined;
    try {
      const answer = await this.fetchPage(page, this.pageSize);
      runInAction(() => {
        if (request !== this.request) return;
        this.items = answer.items;
        this.totalCount = answer.totalCount;
        this.isLoaded = true;
      });
    } catch (error) {
      runInAction(() => {
        if (request === this.request)
          this.error = error instanceof ApiError ? error : new ApiError(0, {}, String(error));
      });
    } finally {
      runInAction(() => {
        if (request === this.request) this.isLoading = false;
      });
    }
  }

  /** The first page, unless a page is here or on its way. */
  ensureLoaded(): void {
    if (!this.isLoaded && !this.isLoading) void this.load(1);
  }

  /** Changes one item in place (a status moved, a favourite toggled). */
  update(matches: (item: T) => boolean, change: (item: T) => T): void {
    this.items = this.items.map((item) => (matches(item) ? change(item) : item));
  }

  /** Takes an item off the page; an emptied page is filled again from the server. */
  remove(matches: (item: T) => boolean): void {
    const items = this.items.filter((item) => !matches(item));
    if (items.length === this.items.length) return;
    this.items = items;
    this.totalCount = Math.max(0, this.totalCount - 1);
    if (items.length === 0 && this.totalCount > 0) void this.load(Math.min(this.page, this.pageCount));
  }
}
