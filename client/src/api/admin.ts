import type { AccountKind } from './enums';
import type { HttpClient } from './http-client';

/** An account as the back office finds it. */
export interface AdminAccount {
  id: number;
  email: string;
  fullName: string;
  userType: AccountKind;
  companyName: string | null;
  isEmailVerified: boolean;
  createdAt: string;
}

/** A one-time view-as link: `url` is `/?tokenId=...`, valid 60 s, single use. */
export interface ViewAsLink {
  tokenId: string;
  url: string;
}

/** The Admin module (staff only; refused to view-as sessions). */
export const adminApi = (http: HttpClient) => ({
  findAccount: (email: string) => http.get<AdminAccount>('/Admin/FindAccount', { email }),
  createViewAsLink: (accountId: number) => http.post<ViewAsLink>('/Admin/CreateViewAsLink', undefined, { accountId }),
});
