import type { HttpClient } from './http-client';

/** The support chat's message (POST Support/CreateTicket). */
export interface SupportTicketRequest {
  name: string;
  email: string;
  message: string;
  botToken?: string;
}

/** The Support part of the Static module: answers the server's thank-you text. */
export const supportApi = (http: HttpClient) => ({
  createTicket: (ticket: SupportTicketRequest) => http.post<string>('/Support/CreateTicket', ticket),
});
