import { makeAutoObservable } from 'mobx';
import type { Api } from '../../api';
import type { BlogPostSummary } from '../../api/blog';
import { PagedList } from '../base/PagedList';
import { BLOG_PAGE_SIZE } from '../../../../shared/list-settings';

export const NEWS_PAGE_SIZE = BLOG_PAGE_SIZE;
export const NEWS_SEARCH_DEBOUNCE_MS = 350;
export const NEWS_SEARCH_MAX = 100;

/** /news: the latest articles a page at a time, and a search over them. A new search text starts
 *  again from page 1 (spec point 4) after the debounce; an older answer never replaces a newer one. */
export class NewsListStore {
  /** What is typed; `searchTerm` follows it after the debounce. */
  searchInput = '';
  searchTerm = '';
  readonly list: PagedList<BlogPostSummary>;
  private timer: ReturnType<typeof setTimeout> | undefined = undefined;

  constructor(
    api: Api,
    initialSearch = '',
    private readonly debounceMs = NEWS_SEARCH_DEBOUNCE_MS,
  ) {
    this.searchTerm = initialSearch.trim().slice(0, NEWS_SEARCH_MAX);
    this.searchInput = this.searchTerm;
    this.list = new PagedList(async (page, pageSize) => {
      const answer = await api.blog.getBlogs({ page, pageSize, search: this.searchTerm });
      return { items: answer.data, totalCount: answer.meta.pagination.total };
    }, NEWS_PAGE_SIZE);
    makeAutoObservable<NewsListStore, 'timer' | 'debounceMs'>(this, { list: false, timer: false, debounceMs: false });
  }

  load(page = 1): Promise<void> {
    return this.list.load(page);
  }

  type(text: string): void {
    this.searchInput = text.slice(0, NEWS_SEARCH_MAX);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.applySearch(), this.debounceMs);
  }

  /** Searches at once (Enter, or the debounce's end). */
  applySearch(): void {
    clearTimeout(this.timer);
    const term = this.searchInput.trim();
    if (term === this.searchTerm && this.list.isLoaded) return;
    this.searchTerm = term;
    void this.list.load(1);
  }

  /** The address's search (a link, Back): applied at once when it differs from the one shown. */
  followAddress(term: string): void {
    const text = term.trim().slice(0, NEWS_SEARCH_MAX);
    if (text === this.searchTerm) return;
    this.searchInput = text;
    this.applySearch();
  }

  clearSearch(): void {
    this.searchInput = '';
    this.applySearch();
  }

  dispose(): void {
    clearTimeout(this.timer);
  }
}
