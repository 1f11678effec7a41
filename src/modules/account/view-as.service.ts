import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../core/auth/auth-session.js';
import { AuditLogService } from '../../core/audit/audit-log.service.js';
import { AppException } from '../../core/errors/app.exception.js';
import { signInHandoverUrl } from '../../../shared/page-routes.js';
import { Account } from './entities/account.entity.js';
import { ONE_TIME_TTL_MS, OneTimeTokenService } from './sessions/one-time-token.service.js';
import { newSecret } from './sessions/secret-token.js';
import { type IssuedSession, SessionService, VIEW_AS_SESSION_MS } from './sessions/session.service.js';

export interface LinkSignIn extends IssuedSession {
  goToProfile: boolean;
  viewAs: boolean;
}

/** Sign-in by a one-time `tokenId`: staff's view-as links (read-only sessions of at most an hour,
 *  their start and end audited) and the hand-over at the end of a Google or LinkedIn sign-in. */
@Injectable()
export class ViewAsService {
  constructor(
    private readonly db: DataSource,
    private readonly oneTimeTokens: OneTimeTokenService,
    private readonly sessions: SessionService,
    private readonly audit: AuditLogService,
  ) {}

  /** A one-time link for the staff member's own browser: the controller puts `binding` in that
   *  browser's hand-over cookie (handoverCookie), for `lifetimeMs`. */
  async createLink(
    staff: AuthSession,
    accountId: number,
  ): Promise<{ tokenId: string; url: string; binding: string; lifetimeMs: number }> {
    const target = await this.db.getRepository(Account).findOneBy({ id: accountId });
    if (!target) throw AppException.notFound('account.notFound');
    if (target.isStaff) throw AppException.forbidden('account.cannotViewAsStaff');
    const binding = newSecret();
    const tokenId = await this.db.transaction(async (manager) => {
      const secret = await this.oneTimeTokens.create(
        'viewAs',
        target.id,
        { issuedBy: staff.accountId, goToProfile: true, binding },
        manager,
      );
      await this.audit.record(
        { actorAccountId: staff.accountId, action: 'viewAs.linkCreated', targetType: 'account', targetId: target.id },
        manager,
      );
      return secret;
    });
    return { tokenId, url: signInHandoverUrl(tokenId), binding, lifetimeMs: ONE_TIME_TTL_MS.viewAs };
  }

  /** Exchanges a hand-over for a session; `binding` is the secret of the asking browser's cookie. */
  async exchange(tokenId: string, binding: string | undefined): Promise<LinkSignIn> {
    return this.db.transaction(async (manager) => {
      const viewAs = await this.oneTimeTokens.consume('viewAs', tokenId, manager, binding);
      const consumed = viewAs ?? (await this.oneTimeTokens.consume('socialSignIn', tokenId, manager, binding));
      const account = consumed ? await manager.findOneBy(Account, { id: consumed.accountId }) : null;
      if (!consumed || !account || account.isBlocked) throw AppException.validation('_', 'account.incorrectLink');
      if (!viewAs) {
        const session = await this.sessions.start(account, {}, manager);
        return { ...session, goToProfile: consumed.goToProfile, viewAs: false };
      }
      // The staff member who made the link must still be staff (and not blocked) when it is opened.
      const staffId = viewAs.issuedBy;
      if (staffId === null || !(await this.sessions.staffMayViewAs(staffId, manager)))
        throw AppException.validation('_', 'account.incorrectLink');
      const session = await this.sessions.start(account, { viewAsBy: staffId }, manager);
      await this.audit.record(
        {
          actorAccountId: staffId,
          action: 'viewAs.started',
          targetType: 'account',
          targetId: account.id,
          after: { endsAt: new Date(Date.now() + VIEW_AS_SESSION_MS).toISOString() },
        },
        manager,
      );
      return { ...session, goToProfile: consumed.goToProfile, viewAs: true };
    });
  }
}
