import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ACCESS_TOKEN_TTL_SECONDS, AccessTokenService } from '../../../core/auth/access-token.service.js';
import { AuditLogService } from '../../../core/audit/audit-log.service.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { returnedRows } from '../../../database/returned-rows.js';
import { Account } from '../entities/account.entity.js';
import { AccountSession, type SessionEndReason } from './account-session.entity.js';
import { RefreshToken } from './refresh-token.entity.js';
import { hashSecret, newSecret } from './secret-token.js';

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
/** A view-as session ends this long after it began, however it is refreshed. */
export const VIEW_AS_SESSION_MS = 60 * 60_000;

/** What a sign-in hands out: the access token for the client, the refresh secret for the cookie and when it lapses. */
export interface IssuedSession {
  token: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

interface EndedSessionRow {
  id: string;
  account_id: number;
  view_as_by: number | null;
}

/**
 * Sessions (DESIGN.md section 4): each sign-in or view-as link starts one; its access tokens name it
 * and stop the moment it ends; its refresh tokens rotate within it, and a refresh token seen twice
 * ends it. A view-as session lasts at most an hour and only while its staff member still may.
 */
@Injectable()
export class SessionService {
  constructor(
    private readonly db: DataSource,
    private readonly accessTokens: AccessTokenService,
    private readonly audit: AuditLogService,
  ) {}

  /** Starts a new session for the account; `viewAsBy` makes it a staff member's read-only view-as session. */
  async start(
    account: Pick<Account, 'id' | 'sessionVersion'>,
    options: { viewAsBy?: number } = {},
    manager: EntityManager = this.db.manager,
  ): Promise<IssuedSession> {
    const session: Pick<AccountSession, 'id' | 'accountId' | 'viewAsBy' | 'endsAt'> = {
      id: randomUUID(),
      accountId: account.id,
      viewAsBy: options.viewAsBy ?? null,
      endsAt: options.viewAsBy === undefined ? null : new Date(Date.now() + VIEW_AS_SESSION_MS),
    };
    await manager.insert(AccountSession, session);
    return this.issue(account, session, manager);
  }

  /** Rotates a refresh token. The expired access token must belong to the same account; a refresh
   *  token seen twice means it was stolen, so its whole session ends. */
  async refresh(expiredAccessToken: string, refreshSecret: string | undefined): Promise<IssuedSession> {
    const claims = this.accessTokens.verify(expiredAccessToken, { ignoreExpiration: true });
    if (!claims || !refreshSecret || refreshSecret.length > 200) throw AppException.unauthorized();
    const outcome = await this.db.transaction(async (manager) => {
      const link = await manager.findOne(RefreshToken, {
        where: { tokenHash: hashSecret(refreshSecret) },
        lock: { mode: 'pessimistic_write' },
      });
      if (!link || link.accountId !== claims.id) return null;
      const session = await manager.findOne(AccountSession, {
        where: { id: link.familyId },
        lock: { mode: 'pessimistic_write' },
      });
      if (!session || session.endedAt) return null;
      if (link.usedAt) {
        await this.endWhere(manager, 'id = $1', [session.id], 'refreshReused');
        return null;
      }
      const now = Date.now();
      if (link.expiresAt.getTime() <= now || (session.endsAt && session.endsAt.getTime() <= now)) return null;
      const account = await manager.findOne(Account, { where: { id: link.accountId } });
      if (!account || account.isBlocked) return null;
      if (session.viewAsBy !== null && !(await this.staffMayViewAs(session.viewAsBy, manager))) return null;
      await manager.update(RefreshToken, { id: link.id }, { usedAt: new Date() });
      return this.issue(account, session, manager);
    });
    // Thrown after the commit, so that a detected reuse stays ended.
    if (!outcome) throw AppException.unauthorized();
    return outcome;
  }

  /** Signs out: ends the session that holds this refresh secret, and the one the caller's access
   *  token names (either may be missing or unknown). */
  async end(refreshSecret: string | undefined, sessionId?: string): Promise<void> {
    const ids = sessionId ? [sessionId] : [];
    if (refreshSecret && refreshSecret.length <= 200) {
      const link = await this.db
        .getRepository(RefreshToken)
        .findOne({ where: { tokenHash: hashSecret(refreshSecret) } });
      if (link) ids.push(link.familyId);
    }
    if (ids.length === 0) return;
    await this.db.transaction((manager) => this.endWhere(manager, 'id = ANY($1::uuid[])', [ids], 'signedOut'));
  }

  /** Ends every session of the account, and every view-as session it started as staff: old access
   *  tokens stop at once, refresh tokens are refused. Answers the account's new session version. */
  async endAll(
    accountId: number,
    manager: EntityManager = this.db.manager,
    reason: SessionEndReason = 'allSessionsEnded',
  ): Promise<number> {
    const rows = returnedRows<{ session_version: number }>(
      await manager.query(
        'UPDATE account SET session_version = session_version + 1 WHERE id = $1 RETURNING session_version',
        [accountId],
      ),
    );
    await this.endWhere(manager, 'account_id = $1', [accountId], reason);
    await this.endWhere(manager, 'view_as_by = $1', [accountId], 'staffSessionsEnded');
    return rows[0]?.session_version ?? 0;
  }

  /** Marks view-as sessions past their hour ended, each once (also with several processes), so
   *  that the audit log shows when every one of them ended. */
  async endExpiredViewAs(): Promise<number> {
    return this.db.transaction(
      async (manager) =>
        (await this.endWhere(manager, 'view_as_by IS NOT NULL AND ends_at <= now()', [], 'expired')).length,
    );
  }

  /** Forgets sessions that ended, or whose refresh tokens all lapsed, more than 30 days ago (their
   *  refresh tokens with them): nothing can use them any more. */
  async pruneOld(): Promise<number> {
    const rows = returnedRows<{ id: string }>(
      await this.db.query(
        `DELETE FROM account_session s
         WHERE s.ended_at < now() - interval '30 days'
            OR (s.ended_at IS NULL AND NOT EXISTS (
                  SELECT 1 FROM refresh_token r WHERE r.family_id = s.id AND r.expires_at > now() - interval '30 days'))
         RETURNING s.id`,
      ),
    );
    return rows.length;
  }

  private async endWhere(
    manager: EntityManager,
    condition: string,
    parameters: unknown[],
    reason: SessionEndReason,
  ): Promise<EndedSessionRow[]> {
    const ended = returnedRows<EndedSessionRow>(
      await manager.query(
        `UPDATE account_session SET ended_at = now(), end_reason = $${parameters.length + 1}
         WHERE ${condition} AND ended_at IS NULL
         RETURNING id, account_id, view_as_by`,
        [...parameters, reason],
      ),
    );
    for (const session of ended) {
      if (session.view_as_by === null) continue;
      await this.audit.record(
        {
          actorAccountId: session.view_as_by,
          action: 'viewAs.ended',
          targetType: 'account',
          targetId: session.account_id,
          after: { reason },
        },
        manager,
      );
    }
    return ended;
  }

  /** A staff member may start or go on with a view-as session only while still staff and not
   *  blocked (the guard reads the same in its per-request statement). */
  async staffMayViewAs(staffId: number, manager: EntityManager = this.db.manager): Promise<boolean> {
    const [staff]: { is_staff: boolean; is_blocked: boolean }[] = await manager.query(
      'SELECT is_staff, is_blocked FROM account WHERE id = $1',
      [staffId],
    );
    return staff !== undefined && staff.is_staff && !staff.is_blocked;
  }

  private async issue(
    account: Pick<Account, 'id' | 'sessionVersion'>,
    session: Pick<AccountSession, 'id' | 'viewAsBy' | 'endsAt'>,
    manager: EntityManager,
  ): Promise<IssuedSession> {
    const now = Date.now();
    const hardEnd = session.endsAt?.getTime() ?? Infinity;
    const refreshExpiresAt = new Date(Math.min(now + REFRESH_TOKEN_TTL_MS, hardEnd));
    const refreshToken = newSecret();
    await manager.insert(RefreshToken, {
      id: randomUUID(),
      familyId: session.id,
      accountId: account.id,
      tokenHash: hashSecret(refreshToken),
      expiresAt: refreshExpiresAt,
    });
    const lifetime = Math.max(1, Math.min(ACCESS_TOKEN_TTL_SECONDS, Math.floor((hardEnd - now) / 1000)));
    const token = this.accessTokens.sign(
      { id: account.id, ViewAs: session.viewAsBy !== null, sv: account.sessionVersion, sid: session.id },
      lifetime,
    );
    return { token, refreshToken, refreshExpiresAt };
  }
}
