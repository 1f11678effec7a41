import type { DataSource, EntityManager } from 'typeorm';
import type { AccountKind } from '../../../../shared/enums.js';

/** What the access guard (core/auth/session-lookup.service.ts) checks of a token on every request:
 *  its account and session as they are now. */
export interface SessionState {
  account_kind: AccountKind;
  is_staff: boolean;
  is_blocked: boolean;
  session_version: number;
  /** The session has neither ended nor passed its hard end. */
  session_live: boolean;
  /** The staff member of a view-as session; null for the account's own. */
  view_as_by: number | null;
  /** A view-as session's staff member still is staff and not blocked (null for the account's own). */
  staff_may_view_as: boolean | null;
}

/** The account's and its session's state in one statement over primary keys; null when the account
 *  is gone or the session is not the account's. */
export async function sessionState(
  db: Pick<DataSource | EntityManager, 'query'>,
  accountId: number,
  sessionId: string,
): Promise<SessionState | null> {
  const rows: SessionState[] = await db.query(
    `SELECT a.account_kind, a.is_staff, a.is_blocked, a.session_version,
              s.ended_at IS NULL AND (s.ends_at IS NULL OR s.ends_at > now()) AS session_live,
              s.view_as_by, staff.is_staff AND NOT staff.is_blocked AS staff_may_view_as
       FROM account a
       JOIN account_session s ON s.id = $2 AND s.account_id = a.id
       LEFT JOIN account staff ON staff.id = s.view_as_by
       WHERE a.id = $1`,
    [accountId, sessionId],
  );
  return rows[0] ?? null;
}
