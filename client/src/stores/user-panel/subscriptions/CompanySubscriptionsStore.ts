import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../../api';
import { NotificationFrequency } from '../../../api/enums';
import type { SubscribedCompanies, SubscribedCompany } from '../../../api/subscriptions';
import type { FieldMessage } from '../../../lib/forms/form-state';
import { Loadable } from '../../base/Loadable';
import { sendChange, type Toast } from './send-change';

/** Spec point 8: the subscription rule. */
export const COMPANY_REQUIRED: FieldMessage = { key: 'subscriptions.companies.required' };

/** The companies the talent follows: chosen here (added with the company picker, removed from
 *  their cards) and saved as one set with one frequency. The set cannot be saved empty (spec
 *  point 8: at least one company), so taking away the last company unsubscribes from it at once. */
export class CompanySubscriptionsStore {
  readonly loaded: Loadable<SubscribedCompanies>;
  /** The set on the server. */
  saved: SubscribedCompany[] = [];
  /** The set being edited. */
  selected: SubscribedCompany[] = [];
  frequency: NotificationFrequency = NotificationFrequency.Daily;
  error: FieldMessage | undefined = undefined;
  isSaving = false;
  isUnsubscribing = false;

  constructor(private readonly deps: { api: Api; toast: Toast }) {
    this.loaded = new Loadable(() => deps.api.subscriptions.getCompanies());
    makeAutoObservable<CompanySubscriptionsStore, 'deps'>(this, {
      deps: false,
      loaded: false,
      saved: observableRef,
      selected: observableRef,
      error: observableRef,
    });
  }

  get isBusy(): boolean {
    return this.isSaving || this.isUnsubscribing;
  }

  async load(): Promise<void> {
    await this.loaded.load();
    const answer = this.loaded.value;
    if (!answer) return;
    runInAction(() => {
      this.saved = answer.companies;
      this.selected = answer.companies;
      this.frequency = answer.frequency;
      this.error = undefined;
    });
  }

  isSelected(companyId: number): boolean {
    return this.selected.some((company) => company.id === companyId);
  }

  add(company: SubscribedCompany): void {
    this.error = undefined;
    if (this.isSelected(company.id)) return;
    const { id, name, transformedName, smallProfileImageUrl } = company;
    this.selected = [...this.selected, { id, name, transformedName, smallProfileImageUrl }];
  }

  /** Takes a company off the set; the last one goes at once (UnsubscribeFromCompany for what is
   *  still saved), as an empty set cannot be saved. */
  async remove(company: SubscribedCompany): Promise<void> {
    const rest = this.selected.filter((each) => each.id !== company.id);
    if (rest.length > 0 || this.saved.length === 0) {
      this.selected = rest;
      return;
    }
    this.isUnsubscribing = true;
    try {
      for (const subscribed of this.saved) {
        const done = await sendChange(this.deps.toast, () =>
          this.deps.api.subscriptions.unsubscribeFromCompany(subscribed.id),
        );
        if (!done) return;
        runInAction(() => {
          this.saved = this.saved.filter((each) => each.id !== subscribed.id);
        });
      }
      runInAction(() => {
        this.selected = [];
      });
    } finally {
      runInAction(() => {
        this.isUnsubscribing = false;
      });
    }
  }

  setFrequency(frequency: NotificationFrequency): void {
    this.frequency = frequency;
  }

  /** Saves the set and its frequency; an empty set is refused before any request. */
  async save(): Promise<boolean> {
    if (this.selected.length === 0) {
      this.error = COMPANY_REQUIRED;
      return false;
    }
    this.error = undefined;
    this.isSaving = true;
    const selected = this.selected;
    try {
      const done = await sendChange(this.deps.toast, () =>
        this.deps.api.subscriptions.updateCompanies(
          selected.map((company) => company.id),
          this.frequency,
        ),
      );
      if (done) runInAction(() => (this.saved = selected));
      return done;
    } finally {
      runInAction(() => {
        this.isSaving = false;
      });
    }
  }
}
