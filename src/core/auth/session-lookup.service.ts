import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AccountKind } from '../domain/enums.js';
import type { AuthSession } from './auth-session.js';
import type { AccessTokenClaims } from './access-token.service.js';

interface AccountState {
  account_kind: AccountKind;
  is_staff: boolean;
  is_blocked: boolean;
  session_version: number;
}

/** Turns token claims into a session, checking on every request that the account still exists,
 *  is not blocked and has not ended its sessions since the token was issued (one primary-key read). */
@Injectable()
export class SessionLookupService {
  constructor(private readonly db: DataSource) {}

  async sessionFor(claims: AccessTokenClaims): Promise<AuthSession | null> {
    const rows: AccountState[] = await this.db.query(
      'SELECT account_kind, is_staff, is_blocked, session_version FROM account WHERE id = $1',
      [claims.id],
    );
    const account = rows[0];
    if (!account || account.is_blocked || account.session_version !== claims.sv) return null;
    return { accountId: claims.id, kind: Number(account.account_kind), isStaff: account.is_staff, viewAs: claims.ViewAs };
  }
}
