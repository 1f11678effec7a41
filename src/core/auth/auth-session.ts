import type { AccountKind } from '../../../shared/enums.js';

/** Who is calling: set on the request by the AccessGuard from a valid access token. */
export interface AuthSession {
  accountId: number;
  /** The session the access token belongs to (account_session). */
  sessionId: string;
  kind: AccountKind;
  isStaff: boolean;
  /** A staff member looking at the site as this account: read-only. */
  viewAs: boolean;
}

export const SESSION_KEY = 'authSession';
