import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Api } from '../../../api';
import { sendChange, type Toast } from './send-change';

/** Subscribing to a company from its page or one of its vacancies (SubscribeToCompany). The
 *  server answers the same for a company already followed, so the button stays usable. */
export class SubscribeToCompanyStore {
  /** Companies with a subscription on its way. */
  pending: ReadonlySet<number> = new Set();
  /** Companies subscribed to from here. */
  subscribed: ReadonlySet<number> = new Set();

  constructor(private readonly deps: { api: Api; toast: Toast }) {
    makeAutoObservable<SubscribeToCompanyStore, 'deps'>(this, {
      deps: false,
      pending: observableRef,
      subscribed: observableRef,
    });
  }

  isPending(companyId: number): boolean {
    return this.pending.has(companyId);
  }

  isSubscribed(companyId: number): boolean {
    return this.subscribed.has(companyId);
  }

  async subscribe(companyId: number): Promise<boolean> {
    if (this.pending.has(companyId)) return false;
    this.pending = new Set([...this.pending, companyId]);
    try {
      const done = await sendChange(this.deps.toast, () => this.deps.api.subscriptions.subscribeToCompany(companyId));
      if (done) runInAction(() => (this.subscribed = new Set([...this.subscribed, companyId])));
      return done;
    } finally {
      runInAction(() => {
        const pending = new Set(this.pending);
        pending.delete(companyId);
        this.pending = pending;
      });
    }
  }
}
