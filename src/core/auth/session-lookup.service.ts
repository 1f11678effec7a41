import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sessionState } from '../../modules/account/sessions/session-state.sql.js';
import type { AuthSession } from './auth-session.js';
import type { AccessTokenClaims } from './access-token.service.js';

/** Turns token claims into a session, checking on every request (one statement over primary keys)
 *  that the account still exists, is not blocked and has not ended its sessions since the token was
 *  issued, that the token's own session has not ended, and that a view-as session's staff member
 *  still is staff and not blocked. */
@Injectable()
export class SessionLookupService {
  constructor(private readonly db: DataSource) {}

  async sessionFor(claims: AccessTokenClaims): Promise<AuthSession | null> {
    if (!claims.sid) return null;
    const state = await sessionState(this.db, claims.id, claims.sid);
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
