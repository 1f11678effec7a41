import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import type { Page } from '../../api/company';
import { MODERATION_REASON_MAX } from '../../api/admin-moderation';
import { ApiError } from '../../api/api-error';
import { FormState } from '../../lib/forms/form-state';
import { PagedList } from '../base/PagedList';

export const MODERATION_PAGE_SIZE = 10;

/** What a queue asks of the server: a page of waiting items, and the two decisions (each answers
 *  the server's confirmation text). */
export interface QueueActions {
  fetchPage: (query: { page: number; pageSize: number }) => Promise<Page<{ id: number }>>;
  approve: (id: number) => Promise<string>;
  reject: (id: number, reason: string) => Promise<string>;
}

const reasonRule = (value: string) => {
  const text = value.trim();
  if (!text) return 'adminModeration.reasonRequired';
  if (text.length > MODERATION_REASON_MAX) return 'adminModeration.reasonTooLong';
  return undefined;
};

/** One moderation queue of the back office (vacancies or reviews): the waiting items page by page,
 *  approving one, and rejecting one with a reason written in a dialog. A decided item leaves the
 *  page; one somebody else decided meanwhile (404, 409) makes the page load again. */
export class ModerationQueueStore<T extends { id: number }> {
  readonly list: PagedList<T>;
  /** The item a decision is on its way for. */
  decidingId: number | undefined = undefined;
  /** The item whose rejection is being written, nothing while the dialog is closed. */
  rejecting: T | undefined = undefined;
  readonly reasonForm = new FormState({ reason: '' }, { reason: reasonRule });

  constructor(
    private readonly actions: QueueActions,
    pageSize = MODERATION_PAGE_SIZE,
  ) {
    this.list = new PagedList(
      (page, size) => actions.fetchPage({ page, pageSize: size }) as Promise<Page<T>>,
      pageSize,
    );
    makeAutoObservable<ModerationQueueStore<T>, 'actions'>(this, {
      actions: false,
      list: false,
      reasonForm: false,
      rejecting: observableRef,
    });
  }

  get isDeciding(): boolean {
    return this.decidingId !== undefined;
  }

  /** Approves the item; answers the server's confirmation. Throws the server's refusal. */
  async approve(item: T): Promise<string> {
    return this.decide(item.id, () => this.actions.approve(item.id));
  }

  openReject(item: T): void {
    this.reasonForm.reset();
    this.rejecting = item;
  }

  closeReject(): void {
    if (this.isDeciding) return;
    this.rejecting = undefined;
  }

  /** Sends the rejection being written; answers the server's confirmation, or nothing when the
   *  reason is refused (its message shows in the dialog, which stays open). */
  async submitReject(): Promise<string | undefined> {
    const item = this.rejecting;
    if (!item || !this.reasonForm.validate()) return undefined;
    try {
      const text = await this.decide(item.id, () => this.actions.reject(item.id, this.reasonForm.values.reason.trim()));
      runInAction(() => {
        this.rejecting = undefined;
      });
      return text;
    } catch (error) {
      this.reasonForm.applyServerErrors(error);
      return undefined;
    }
  }

  private async decide(id: number, send: () => Promise<string>): Promise<string> {
    this.decidingId = id;
    try {
      const text = await send();
      runInAction(() => this.list.remove((item) => item.id === id));
      return text;
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) void this.list.load();
      throw error;
    } finally {
      runInAction(() => {
        this.decidingId = undefined;
      });
    }
  }
}
