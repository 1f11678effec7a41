import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../../api';
import { NotificationFrequency } from '../../../api/enums';
import type { VacancySearchFilter } from '../../../api/subscriptions';
import { sendChange, type Toast } from './send-change';

/** Most characters a saved search's name may have (the server's limit). */
export const SAVED_SEARCH_NAME_MAX = 100;

/** "Subscribe to this search" on /vacancies: the dialog that saves the search shown, with a name
 *  (left empty, the server names it after the filters) and a frequency. */
export class SaveSearchStore {
  opened = false;
  /** The search being saved, as it was when the dialog opened. */
  filter: VacancySearchFilter = {};
  name = '';
  frequency: NotificationFrequency = NotificationFrequency.Weekly;
  isSaving = false;

  constructor(private readonly deps: { api: Api; toast: Toast }) {
    makeAutoObservable<SaveSearchStore, 'deps'>(this, { deps: false, filter: observableRef });
  }

  open(filter: VacancySearchFilter): void {
    this.filter = filter;
    this.name = '';
    this.frequency = NotificationFrequency.Weekly;
    this.opened = true;
  }

  close(): void {
    if (!this.isSaving) this.opened = false;
  }

  setName(name: string): void {
    this.name = name.slice(0, SAVED_SEARCH_NAME_MAX);
  }

  setFrequency(frequency: NotificationFrequency): void {
    this.frequency = frequency;
  }

  /** Saves the search; the dialog closes when it went and stays open on a refusal. */
  async submit(): Promise<boolean> {
    if (this.isSaving) return false;
    this.isSaving = true;
    const name = this.name.trim();
    const body = { ...(name ? { name } : {}), search: this.filter, frequency: this.frequency };
    try {
      const done = await sendChange(this.deps.toast, () => this.deps.api.subscriptions.saveSearch(body));
      if (done) runInAction(() => (this.opened = false));
      return done;
    } finally {
      runInAction(() => {
        this.isSaving = false;
      });
    }
  }
}
