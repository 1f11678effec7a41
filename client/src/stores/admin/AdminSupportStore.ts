import { makeAutoObservable, observableRef, runInAction } from 'mobx';
import {
  type AdminSupportApi,
  type AdminSupportTicket,
  type AdminSupportTicketListItem,
  SUPPORT_REPLY_MAX,
  SupportTicketStatus,
} from '../../api/admin-support';
import { ApiError } from '../../api/api-error';
import { FormState } from '../../lib/forms/form-state';
import { PagedList } from '../base/PagedList';

export const ADMIN_SUPPORT_PAGE_SIZE = 10;

export type TicketFilter = 'open' | 'answered' | 'closed' | 'all';

const STATUSES: Record<TicketFilter, SupportTicketStatus | undefined> = {
  open: SupportTicketStatus.Open,
  answered: SupportTicketStatus.Answered,
  closed: SupportTicketStatus.Closed,
  all: undefined,
};

const replyRule = (value: string) => {
  const text = value.trim();
  if (!text) return 'adminSupport.replyRequired';
  if (text.length > SUPPORT_REPLY_MAX) return 'adminSupport.replyTooLong';
  return undefined;
};

/** The back office's support tickets: the list by status, page by page; one ticket opened with
 *  its answers; answering it by mail and closing it. */
export class AdminSupportStore {
  status: TicketFilter = 'open';
  /** The ticket shown instead of the list. */
  ticket: AdminSupportTicket | undefined = undefined;
  openingId: number | undefined = undefined;
  openError: ApiError | undefined = undefined;
  isReplying = false;
  isClosing = false;
  readonly replyForm = new FormState({ message: '' }, { message: replyRule });
  readonly list: PagedList<AdminSupportTicketListItem>;

  constructor(private readonly api: AdminSupportApi) {
    this.list = new PagedList(
      (page, pageSize) => this.api.getSupportTickets({ page, pageSize, status: STATUSES[this.status] }),
      ADMIN_SUPPORT_PAGE_SIZE,
    );
    makeAutoObservable<AdminSupportStore, 'api'>(this, {
      api: false,
      list: false,
      replyForm: false,
      ticket: observableRef,
      openError: observableRef,
    });
  }

  get isClosed(): boolean {
    return this.ticket?.status === SupportTicketStatus.Closed;
  }

  setStatus(status: TicketFilter): void {
    this.status = status;
    void this.list.load(1);
  }

  async open(id: number): Promise<void> {
    this.openingId = id;
    this.openError = undefined;
    try {
      const ticket = await this.api.getSupportTicket(id);
      runInAction(() => {
        this.ticket = ticket;
        this.replyForm.reset();
      });
    } catch (error) {
      runInAction(() => {
        this.openError = error instanceof ApiError ? error : new ApiError(0);
      });
    } finally {
      runInAction(() => {
        this.openingId = undefined;
      });
    }
  }

  /** Back to the list, read again (the ticket's status may have moved). */
  back(): void {
    this.ticket = undefined;
    void this.list.load();
  }

  /** Mails the answer being written; true when sent (the ticket shows it), else its messages show. */
  async reply(): Promise<boolean> {
    const ticket = this.ticket;
    if (!ticket || !this.replyForm.validate()) return false;
    this.isReplying = true;
    try {
      const answered = await this.api.replyToSupportTicket(ticket.id, this.replyForm.values.message.trim());
      runInAction(() => {
        this.ticket = answered;
        this.replyForm.reset();
      });
      return true;
    } catch (error) {
      this.replyForm.applyServerErrors(error);
      return false;
    } finally {
      runInAction(() => {
        this.isReplying = false;
      });
    }
  }

  /** Closes the ticket; throws the server's refusal. */
  async close(): Promise<void> {
    const ticket = this.ticket;
    if (!ticket) return;
    this.isClosing = true;
    try {
      const closed = await this.api.closeSupportTicket(ticket.id);
      runInAction(() => {
        this.ticket = closed;
      });
    } finally {
      runInAction(() => {
        this.isClosing = false;
      });
    }
  }
}
