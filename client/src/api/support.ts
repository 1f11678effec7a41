import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';

/** The support chat's message (POST Support/CreateTicket). */
export type SupportTicketRequest = Schemas['CreateTicketBody'];

/** The Support part of the Static module: answers the server's thank-you text. */
export const supportApi = (http: HttpClient) => ({
  createTicket: (ticket: SupportTicketRequest) => http.post<string>('/Support/CreateTicket', ticket),
});
