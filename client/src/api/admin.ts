import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';

/** A one-time view-as link: `url` is `/?tokenId=...`, valid 60 s, single use. */
export type ViewAsLink = Schemas['AdminViewAsLink'];

/** The Admin module (staff only; refused to view-as sessions). */
export const adminApi = (http: HttpClient) => ({
  createViewAsLink: (accountId: number) => http.post<ViewAsLink>('/Admin/CreateViewAsLink', undefined, { accountId }),
});
