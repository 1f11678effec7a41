import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AccountKind } from '../../../shared/enums.js';
import type { AuthSession } from './auth-session.js';
import type { AccessTokenClaims } from './access-token.service.js';

interface SessionState {
  account_kind: AccountKind;
  is_staff: boolean;
  is_blocked: boolean;
  session_version: number;
  session_live: boolean;
  view_as_by: number | null;
  staff_may_view_as: boolean | null;
}

/** Turns token claims into a session, checking on every request (one statement over primary keys)
 *  that the account still exists, is not blocked and has not ended its sessions since the token was
 *  issued, that the token's own session has not ended, and that a view-as session's staff member
 *  still is staff and not blocked. */
@Injectable()
export class SessionLookupService {
  constructor(private readonly db: DataSource) {}

  async sessionFor(claims: AccessTokenClaims): Promise<AuthSession | null> {
    if (!claims.sid) return null;
    const rows: SessionState[] = await this.db.query(
      `SELECT a.account_kind, a.is_staff, a.is_blocked, a.session_version,
              s.ended_at IS NULL AND (s.ends_at IS NULL OR s.ends_at > now()) AS session_live,
              s.view_as_by, staff.is_staff AND NOT staff.is_blocked AS staff_may_view_as
       FROM account a
       JOIN account_session s ON s.id = $2 AND s.account_id = a.id
       LEFT JOIN account staff ON staff.id = s.view_as_by
       WHERE a.id = $1`,
      [claims.id, claims.sid],
    );
    const state = rows[0];
    if (!state || state.is_blocked || state.session_version !== claims.sv || !state.session_live) return null;
    const viewAs = state.view_as_by !== null;
    if (viewAs !== claims.ViewAs || (viewAs && state.staff_may_view_as !== true)) return null;
    return {
      accountId: claims.id,
      sessionId: claims.sid,
      kind: Number(state.account_kind),
      isStaff: state.is_staff,
      viewAs,
    };
  }
}
