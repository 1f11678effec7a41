import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../api';
import type { SmartSearchResult } from '../../api/search';
import { smartSearchGroups, type SmartSearchOption, type SmartSearchOptionGroup } from './smart-search-options';
import { SMART_SEARCH_MAX_LENGTH, smartSearchTerms } from './smart-search-terms';

export const SMART_SEARCH_DEBOUNCE_MS = 250;
/** The most items of each group. */
export const SMART_SEARCH_TAKE = 5;

export interface SmartSearchStoreDeps {
  api: Api;
  /** Puts the searched text into the URL (`?q=`), replacing the entry: typing makes no history. */
  writeQuery: (text: string) => void;
}

/**
 * /search: one box searching vacancies, companies and technologies at once. The typed text is
 * searched after a pause and kept in the URL; an older answer never overwrites a newer one. The
 * keyboard moves an active item through every result (wrapping).
 */
export class SmartSearchStore {
  /** What is in the box. */
  input = '';
  /** The text of the latest search (trimmed): what the URL says. */
  query = '';
  /** The last answer and the text it answers. */
  result: SmartSearchResult | undefined = undefined;
  resultText = '';
  isLoading = false;
  failed = false;
  /** The result item the keyboard or the mouse is on; -1 for none. */
  activeIndex = -1;
  private timer: ReturnType<typeof setTimeout> | undefined = undefined;
  private requestNo = 0;

  constructor(
    private readonly deps: SmartSearchStoreDeps,
    initialText = '',
    private readonly debounceMs = SMART_SEARCH_DEBOUNCE_MS,
  ) {
    this.input = initialText.slice(0, SMART_SEARCH_MAX_LENGTH);
    this.query = this.input.trim();
    makeAutoObservable<SmartSearchStore, 'deps' | 'debounceMs' | 'timer' | 'requestNo'>(this, {
      deps: false,
      debounceMs: false,
      timer: false,
      requestNo: false,
      result: observableRef,
    });
  }

  /** Nothing typed: the page shows its hint and asks nothing. */
  get isBlank(): boolean {
    return this.input.trim() === '';
  }

  get groups(): SmartSearchOptionGroup[] {
    return this.result ? smartSearchGroups(this.result, this.resultText) : [];
  }

  /** Every result item in the order the keyboard walks them. */
  get options(): SmartSearchOption[] {
    return this.groups.flatMap((group) => group.options);
  }

  get activeOption(): SmartSearchOption | undefined {
    return this.options[this.activeIndex];
  }

  /** The answer came and found nothing in any group. */
  get foundNothing(): boolean {
    return this.result !== undefined && this.options.length === 0;
  }

  setInput(text: string): void {
    this.input = text.slice(0, SMART_SEARCH_MAX_LENGTH);
    clearTimeout(this.timer);
    if (this.isBlank) this.apply();
    else this.timer = setTimeout(() => this.apply(), this.debounceMs);
  }

  /** The typed text becomes the search (after the pause, or at once on Enter). */
  apply(): void {
    clearTimeout(this.timer);
    const text = this.input.trim();
    if (text === this.query && (this.result !== undefined || this.isLoading || text === '')) return;
    this.query = text;
    this.deps.writeQuery(text);
    this.refresh();
  }

  /** Searches the current text now: the page opens, the language changes, a retry. */
  refresh(): void {
    clearTimeout(this.timer);
    this.query = this.input.trim();
    if (this.query === '') this.reset();
    else void this.load();
  }

  /** Escape: the box empties and the results go. */
  clear(): void {
    this.input = '';
    this.apply();
  }

  /** The URL changed under the page (back, forward, a link to /search): follow it. */
  followQuery(text: string): void {
    const next = text.slice(0, SMART_SEARCH_MAX_LENGTH);
    if (next.trim() === this.query) return;
    this.input = next;
    this.refresh();
  }

  /** Arrow keys: the next (1) or previous (-1) item, wrapping around. */
  moveActive(step: 1 | -1): void {
    const count = this.options.length;
    if (count === 0) return;
    this.activeIndex = this.activeIndex < 0 ? (step > 0 ? 0 : count - 1) : (this.activeIndex + step + count) % count;
  }

  setActive(index: number): void {
    this.activeIndex = index;
  }

  dispose(): void {
    clearTimeout(this.timer);
  }

  private reset(): void {
    // An answer still on its way is for a text no longer there.
    this.requestNo++;
    this.result = undefined;
    this.resultText = '';
    this.isLoading = false;
    this.failed = false;
    this.activeIndex = -1;
  }

  private async load(): Promise<void> {
    const requestNo = ++this.requestNo;
    const text = this.query;
    this.isLoading = true;
    this.failed = false;
    try {
      const result = await this.deps.api.search.getSmartSearch({
        terms: smartSearchTerms(text),
        take: SMART_SEARCH_TAKE,
      });
      if (requestNo !== this.requestNo) return;
      runInAction(() => {
        this.result = result;
        this.resultText = text;
        this.activeIndex = -1;
      });
    } catch {
      if (requestNo === this.requestNo) runInAction(() => (this.failed = true));
    } finally {
      if (requestNo === this.requestNo) runInAction(() => (this.isLoading = false));
    }
  }
}
