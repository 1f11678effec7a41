import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, IsNull, Repository } from 'typeorm';
import { AccessTokenService } from '../../../core/auth/access-token.service.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { returnedRows } from '../../../database/returned-rows.js';
import { Account } from '../entities/account.entity.js';
import { RefreshToken } from './refresh-token.entity.js';
import { hashSecret, newSecret } from './secret-token.js';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;

/** What a sign-in hands out: the access token for the client, the refresh secret for the cookie. */
export interface IssuedSession {
  token: string;
  refreshToken: string;
}

/** Access tokens and rotating refresh tokens with reuse detection (DESIGN.md section 4). */
@Injectable()
export class SessionService {
  constructor(
    private readonly db: DataSource,
    private readonly accessTokens: AccessTokenService,
    @InjectRepository(RefreshToken) private readonly refreshTokens: Repository<RefreshToken>,
  ) {}

  /** Starts a new session (a new refresh family) for the account. */
  async start(account: Pick<Account, 'id' | 'sessionVersion'>, { viewAs = false } = {}, manager?: EntityManager): Promise<IssuedSession> {
    return this.issue(account, randomUUID(), viewAs, manager ?? this.db.manager);
  }

  /** Rotates a refresh token. The expired access token must belong to the same account; a refresh
   *  token seen twice means it was stolen, so the whole family is revoked. */
  async refresh(expiredAccessToken: string, refreshSecret: string | undefined): Promise<IssuedSession> {
    const claims = this.accessTokens.verify(expiredAccessToken, { ignoreExpiration: true });
    if (!claims || !refreshSecret || refreshSecret.length > 200) throw AppException.unauthorized();
    const outcome = await this.db.transaction(async (manager) => {
      const link = await manager.findOne(RefreshToken, {
        where: { tokenHash: hashSecret(refreshSecret) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!link || link.accountId !== claims.id) return null;
      if (link.usedAt || link.revokedAt) {
        await this.revokeFamily(link.familyId, manager);
        return null;
      }
      if (link.expiresAt.getTime() <= Date.now()) return null;
      const account = await manager.findOne(Account, { where: { id: link.accountId } });
      if (!account || account.isBlocked) return null;
      await manager.update(RefreshToken, { id: link.id }, { usedAt: new Date() });
      return this.issue(account, link.familyId, link.viewAs, manager);
    });
    // Thrown after the commit, so that a detected reuse stays revoked.
    if (!outcome) throw AppException.unauthorized();
    return outcome;
  }

  /** Signs out the session that holds this refresh secret (a missing or unknown one is fine). */
  async end(refreshSecret: string | undefined): Promise<void> {
    if (!refreshSecret || refreshSecret.length > 200) return;
    const link = await this.refreshTokens.findOne({ where: { tokenHash: hashSecret(refreshSecret) } });
    if (link) await this.revokeFamily(link.familyId);
  }

  /** Ends every session of the account: old access tokens stop at once (session version), refresh tokens are revoked. */
  async endAll(accountId: number, manager: EntityManager = this.db.manager): Promise<number> {
    const rows = returnedRows<{ session_version: number }>(
      await manager.query('UPDATE account SET session_version = session_version + 1 WHERE id = $1 RETURNING session_version', [accountId]),
    );
    await manager.update(RefreshToken, { accountId, revokedAt: IsNull() }, { revokedAt: new Date() });
    return rows[0]?.session_version ?? 0;
  }

  private async revokeFamily(familyId: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.update(RefreshToken, { familyId, revokedAt: IsNull() }, { revokedAt: new Date() });
  }

  private async issue(
    account: Pick<Account, 'id' | 'sessionVersion'>,
    familyId: string,
    viewAs: boolean,
    manager: EntityManager,
  ): Promise<IssuedSession> {
    const refreshToken = newSecret();
    await manager.insert(RefreshToken, {
      id: randomUUID(),
      familyId,
      accountId: account.id,
      tokenHash: hashSecret(refreshToken),
      viewAs,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    const token = this.accessTokens.sign({ id: account.id, ViewAs: viewAs, sv: account.sessionVersion });
    return { token, refreshToken };
  }
}
