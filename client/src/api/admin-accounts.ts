import type { Page } from './company';
import type { AccountKind } from './enums';
import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';

/** An account as the back office lists it. */
export type AdminAccountItem = Schemas['AdminAccount'];

export interface AccountSearchQuery {
  page: number;
  pageSize: number;
  search?: string;
  /** 1 talents, 2 companies. */
  type?: AccountKind.User | AccountKind.Company;
  blocked?: boolean;
}

/** A staff decision's reason (block, reject): 1 to 500 characters. */
export const ADMIN_REASON_MAX = 500;

/** The back office's accounts (staff only): search, block with a reason, unblock. */
export const adminAccountsApi = (http: HttpClient) => ({
  searchAccounts: (query: AccountSearchQuery) =>
    http.get<Page<AdminAccountItem>>('/Admin/SearchAccounts', { ...query }),
  blockAccount: (accountId: number, reason: string) =>
    http.post<AdminAccountItem>('/Admin/BlockAccount', { reason }, { accountId }),
  unblockAccount: (accountId: number) => http.post<AdminAccountItem>('/Admin/UnblockAccount', undefined, { accountId }),
});

export type AdminAccountsApi = ReturnType<typeof adminAccountsApi>;
