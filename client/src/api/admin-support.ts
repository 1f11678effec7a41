import type { Page } from './company';
import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';
import { SupportTicketStatus } from '../../../shared/enums';

export { SupportTicketStatus };

export const SUPPORT_REPLY_MAX = 5000;

export type TicketAccount = Schemas['AdminTicketAccount'];

export type AdminSupportTicketListItem = Schemas['AdminSupportTicketListItem'];

export type AdminSupportTicketReply = Schemas['AdminSupportTicketReply'];

export type AdminSupportTicket = Schemas['AdminSupportTicket'];

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
