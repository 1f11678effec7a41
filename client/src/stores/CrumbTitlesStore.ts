import { action, makeAutoObservable, observable } from 'mobx';

/** Titles pages give to crumbs from their data (a company's name for its slug), by crumb path. */
export class CrumbTitlesStore {
  private readonly titles = observable.map<string, string>();

  constructor() {
    makeAutoObservable<CrumbTitlesStore, 'titles' | 'drop'>(this, { titles: false, drop: action });
  }

  /** The title of one path (compared case-insensitively), or undefined. */
  title(path: string): string | undefined {
    return this.titles.get(path.toLowerCase());
  }

  /** Sets a title; answers a clean-up that drops it again (when it is still the same). */
  set(path: string, text: string): () => void {
    const key = path.toLowerCase();
    this.titles.set(key, text);
    return () => this.drop(key, text);
  }

  private drop(key: string, text: string): void {
    if (this.titles.get(key) === text) this.titles.delete(key);
  }
}
