import type { Page } from './company';
import type { HttpClient } from './http-client';

/** Where a support ticket stands. */
export enum SupportTicketStatus {
  Open = 1,
  Answered = 2,
  Closed = 3,
}

export const SUPPORT_REPLY_MAX = 5000;

export interface TicketAccount {
  id: number;
  email: string;
  name: string | null;
}

export interface AdminSupportTicketListItem {
  id: number;
  name: string;
  email: string;
  message: string;
  /** The language the visitor wrote in: the answer is mailed in it. */
  language: 'en' | 'ka';
  status: SupportTicketStatus;
  createdAt: string;
  replyCount: number;
  lastReplyAt: string | null;
  account: TicketAccount | null;
}

export interface AdminSupportTicketReply {
  id: number;
  message: string;
  createdAt: string;
  author: TicketAccount | null;
}

export interface AdminSupportTicket extends AdminSupportTicketListItem {
  replies: AdminSupportTicketReply[];
}

/** The back office's support tickets (staff only). Replying and closing answer the ticket as it now is. */
export const adminSupportApi = (http: HttpClient) => ({
  getSupportTickets: (query: { page: number; pageSize: number; status?: SupportTicketStatus }) =>
    http.get<Page<AdminSupportTicketListItem>>('/Admin/GetSupportTickets', { ...query }),
  getSupportTicket: (id: number) => http.get<AdminSupportTicket>('/Admin/GetSupportTicket', { id }),
  replyToSupportTicket: (id: number, message: string) =>
    http.post<AdminSupportTicket>('/Admin/ReplyToSupportTicket', { message }, { id }),
  closeSupportTicket: (id: number) => http.post<AdminSupportTicket>('/Admin/CloseSupportTicket', undefined, { id }),
});

export type AdminSupportApi = ReturnType<typeof adminSupportApi>;
