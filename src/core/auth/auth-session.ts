import type { AccountKind } from '../domain/enums.js';

/** Who is calling: set on the request by the AccessGuard from a valid access token. */
export interface AuthSession {
  accountId: number;
  kind: AccountKind;
  isStaff: boolean;
  /** A staff member looking at the site as this account: read-only. */
  viewAs: boolean;
}

export const SESSION_KEY = 'authSession';
