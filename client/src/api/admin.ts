import type { HttpClient } from './http-client';

/** A one-time view-as link: `url` is `/?tokenId=...`, valid 60 s, single use. */
export interface ViewAsLink {
  tokenId: string;
  url: string;
}

/** The Admin module (staff only; refused to view-as sessions). */
export const adminApi = (http: HttpClient) => ({
  createViewAsLink: (accountId: number) => http.post<ViewAsLink>('/Admin/CreateViewAsLink', undefined, { accountId }),
});
