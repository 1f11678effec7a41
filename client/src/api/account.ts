import type { HttpClient } from './http-client';

/** The server's default language for visitors who chose none. */
export type DefaultLanguage = 'EN' | 'GE';

/** The Account module (sign-up, sign-in and tokens come with the accounts issue; the token
 *  refresh of the 401 dance lives in the http client). */
export const accountApi = (http: HttpClient) => ({
  getDefaultLanguage: () => http.get<DefaultLanguage>('/Account/GetDefaultLanguage'),
});
