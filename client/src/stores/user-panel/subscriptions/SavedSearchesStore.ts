import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../../api';
import type { NotificationFrequency } from '../../../api/enums';
import type { SavedSearch } from '../../../api/subscriptions';
import { Loadable } from '../../base/Loadable';
import { sendChange, type Toast } from './send-change';

/** The talent's saved vacancy searches: each one's frequency changed on the spot, and deleted
 *  after a question. */
export class SavedSearchesStore {
  readonly loaded: Loadable<SavedSearch[]>;
  items: SavedSearch[] = [];
  /** Saved searches with a change on its way, by id. */
  busy: ReadonlySet<number> = new Set();
  /** The saved search the delete question is about. */
  deleting: SavedSearch | null = null;

  constructor(private readonly deps: { api: Api; toast: Toast }) {
    this.loaded = new Loadable(() => deps.api.subscriptions.getSavedSearches());
    makeAutoObservable<SavedSearchesStore, 'deps'>(this, {
      deps: false,
      loaded: false,
      items: observableRef,
      busy: observableRef,
      deleting: observableRef,
    });
  }

  get isEmpty(): boolean {
    return this.loaded.isLoaded && this.items.length === 0;
  }

  isBusy(id: number): boolean {
    return this.busy.has(id);
  }

  async load(): Promise<void> {
    await this.loaded.load();
    const answer = this.loaded.value;
    if (answer) runInAction(() => (this.items = answer));
  }

  /** Saves the search with its new frequency (CreateUpdateSubscriptions with its id). */
  setFrequency(item: SavedSearch, frequency: NotificationFrequency): Promise<boolean> {
    if (frequency === item.frequency) return Promise.resolve(false);
    const { id, name, search } = item;
    return this.run(
      item.id,
      () => this.deps.api.subscriptions.saveSearch({ id, name, search, frequency }),
      () => {
        this.items = this.items.map((each) => (each.id === id ? { ...each, frequency } : each));
      },
    );
  }

  requestDelete(item: SavedSearch): void {
    this.deleting = item;
  }

  cancelDelete(): void {
    this.deleting = null;
  }

  async confirmDelete(): Promise<boolean> {
    const item = this.deleting;
    if (!item) return false;
    const done = await this.run(
      item.id,
      () => this.deps.api.subscriptions.deleteSavedSearch(item.id),
      () => {
        this.items = this.items.filter((each) => each.id !== item.id);
      },
    );
    runInAction(() => {
      if (this.deleting === item) this.deleting = null;
    });
    return done;
  }

  private async run(id: number, send: () => Promise<string>, onDone: () => void): Promise<boolean> {
    if (this.busy.has(id)) return false;
    this.busy = new Set([...this.busy, id]);
    try {
      const done = await sendChange(this.deps.toast, send);
      if (done) runInAction(onDone);
      return done;
    } finally {
      runInAction(() => {
        const busy = new Set(this.busy);
        busy.delete(id);
        this.busy = busy;
      });
    }
  }
}
