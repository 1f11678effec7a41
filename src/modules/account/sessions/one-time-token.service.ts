import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { returnedRows } from '../../../database/returned-rows.js';
import { hashSecret, newSecret } from './secret-token.js';

export type OneTimePurpose = 'emailVerification' | 'passwordRecovery' | 'viewAs' | 'socialSignIn';

/** How long each kind of link stays valid. */
export const ONE_TIME_TTL_MS: Record<OneTimePurpose, number> = {
  emailVerification: 7 * 24 * 60 * 60_000,
  passwordRecovery: 60 * 60_000,
  viewAs: 60_000,
  socialSignIn: 2 * 60_000,
};

export interface ConsumedToken {
  accountId: number;
  issuedBy: number | null;
  goToProfile: boolean;
}

/** Single-use secrets behind mail links, view-as links and social sign-in hand-overs. Only their hash is stored. */
@Injectable()
export class OneTimeTokenService {
  constructor(private readonly db: DataSource) {}

  async create(
    purpose: OneTimePurpose,
    accountId: number,
    options: { issuedBy?: number; goToProfile?: boolean; replacePrevious?: boolean } = {},
    manager: EntityManager = this.db.manager,
  ): Promise<string> {
    if (options.replacePrevious) {
      await manager.query('DELETE FROM one_time_token WHERE account_id = $1 AND purpose = $2 AND used_at IS NULL', [accountId, purpose]);
    }
    const secret = newSecret();
    await manager.query(
      `INSERT INTO one_time_token (purpose, token_hash, account_id, issued_by, go_to_profile, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [purpose, hashSecret(secret), accountId, options.issuedBy ?? null, options.goToProfile ?? false, new Date(Date.now() + ONE_TIME_TTL_MS[purpose])],
    );
    return secret;
  }

  /** Marks the secret used and returns whom it was for; null when unknown, expired or already used. */
  async consume(purpose: OneTimePurpose, secret: string, manager: EntityManager = this.db.manager): Promise<ConsumedToken | null> {
    const rows = returnedRows<{ account_id: number; issued_by: number | null; go_to_profile: boolean }>(await manager.query(
      `UPDATE one_time_token SET used_at = now()
       WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
       RETURNING account_id, issued_by, go_to_profile`,
      [hashSecret(secret), purpose],
    ));
    const row = rows[0];
    return row ? { accountId: row.account_id, issuedBy: row.issued_by, goToProfile: row.go_to_profile } : null;
  }
}
