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

/** Sign-in hand-overs: exchanged only by the browser they were made for (`binding`). Mail links
 *  are opened wherever the mail is read, so they are not bound. */
const BOUND: ReadonlySet<OneTimePurpose> = new Set(['viewAs', 'socialSignIn']);

export interface ConsumedToken {
  accountId: number;
  issuedBy: number | null;
  goToProfile: boolean;
}

/** Single-use secrets behind mail links, view-as links and social sign-in hand-overs. Only their hash is stored. */
@Injectable()
export class OneTimeTokenService {
  constructor(private readonly db: DataSource) {}

  /** `binding`: the secret of the browser a hand-over is for (required for view-as and social sign-in). */
  async create(
    purpose: OneTimePurpose,
    accountId: number,
    options: { issuedBy?: number; goToProfile?: boolean; replacePrevious?: boolean; binding?: string } = {},
    manager: EntityManager = this.db.manager,
  ): Promise<string> {
    if (BOUND.has(purpose) !== (options.binding !== undefined))
      throw new Error(`A ${purpose} token is ${BOUND.has(purpose) ? '' : 'never '}bound to a browser`);
    if (options.replacePrevious) {
      await manager.query('DELETE FROM one_time_token WHERE account_id = $1 AND purpose = $2 AND used_at IS NULL', [
        accountId,
        purpose,
      ]);
    }
    const secret = newSecret();
    await manager.query(
      `INSERT INTO one_time_token (purpose, token_hash, account_id, issued_by, go_to_profile, expires_at, binding_hash)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        purpose,
        hashSecret(secret),
        accountId,
        options.issuedBy ?? null,
        options.goToProfile ?? false,
        new Date(Date.now() + ONE_TIME_TTL_MS[purpose]),
        options.binding === undefined ? null : hashSecret(options.binding),
      ],
    );
    return secret;
  }

  /** Marks the secret used and returns whom it was for; null when unknown, expired, already used,
   *  or (a hand-over) asked for by another browser, which leaves it for the right one. */
  async consume(
    purpose: OneTimePurpose,
    secret: string,
    manager: EntityManager = this.db.manager,
    binding?: string,
  ): Promise<ConsumedToken | null> {
    if (BOUND.has(purpose) && !binding) return null;
    const rows = returnedRows<{ account_id: number; issued_by: number | null; go_to_profile: boolean }>(
      await manager.query(
        `UPDATE one_time_token SET used_at = now()
         WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > now()
           AND binding_hash IS NOT DISTINCT FROM $3
         RETURNING account_id, issued_by, go_to_profile`,
        [hashSecret(secret), purpose, BOUND.has(purpose) ? hashSecret(binding!) : null],
      ),
    );
    const row = rows[0];
    return row ? { accountId: row.account_id, issuedBy: row.issued_by, goToProfile: row.go_to_profile } : null;
  }

  /** Forgets links used or lapsed more than 30 days ago. */
  async pruneOld(): Promise<number> {
    const rows = returnedRows<{ id: string }>(
      await this.db.query(
        `DELETE FROM one_time_token WHERE COALESCE(used_at, expires_at) < now() - interval '30 days' RETURNING id`,
      ),
    );
    return rows.length;
  }

  /** All the account's unused links and hand-overs stop working (its address changed hands). */
  async revokeAll(accountId: number, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.query('DELETE FROM one_time_token WHERE account_id = $1 AND used_at IS NULL', [accountId]);
  }
}
