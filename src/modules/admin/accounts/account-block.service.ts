import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../core/audit/audit-log.service.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { lockAccount, setAccountBlocked } from '../../account/account.sql.js';
import { SessionService } from '../../account/sessions/session.service.js';
import { ADMIN_ACCOUNT_COLUMNS, ADMIN_ACCOUNT_FROM, type AdminAccount, adminAccountOf } from './admin-account.view.js';

const TARGET = 'account';

/**
 * Staff block and unblock accounts (the accounts section and the reports queue). A blocked account
 * cannot sign in, refresh or follow a link, and its access tokens fail at the next request (the
 * AccessGuard reloads the account); blocking also ends its sessions, so unblocking never revives
 * an old token. Staff accounts cannot be blocked. Each change is audited in its transaction; asking
 * for the state an account already has changes nothing and records nothing.
 */
@Injectable()
export class AccountBlockService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly sessions: SessionService,
    private readonly audit: AuditLogService,
  ) {}

  /** Blocks the account; pass the caller's `manager` to block within its transaction. */
  block(staff: AuthSession, accountId: number, reason: string, manager?: EntityManager): Promise<AdminAccount> {
    return this.within(manager, async (tx) => {
      const account = await this.lock(tx, accountId);
      if (account.isStaff) throw AppException.of(AppErrorCode.Conflict, 'admin.accounts.staffProtected');
      if (account.isBlocked) return account;
      await setAccountBlocked(tx, accountId, true);
      await this.sessions.endAll(accountId, tx);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'accounts.blocked',
          targetType: TARGET,
          targetId: accountId,
          before: { isBlocked: false },
          after: { isBlocked: true, reason: reason.trim() },
        },
        tx,
      );
      return this.find(tx, accountId);
    });
  }

  /** Lifts a block: the account may sign in again (its old sessions stay ended). */
  unblock(staff: AuthSession, accountId: number, manager?: EntityManager): Promise<AdminAccount> {
    return this.within(manager, async (tx) => {
      const account = await this.lock(tx, accountId);
      if (!account.isBlocked) return account;
      await setAccountBlocked(tx, accountId, false);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'accounts.unblocked',
          targetType: TARGET,
          targetId: accountId,
          before: { isBlocked: true },
          after: { isBlocked: false },
        },
        tx,
      );
      return this.find(tx, accountId);
    });
  }

  private within<T>(manager: EntityManager | undefined, work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return manager ? work(manager) : this.db.transaction(work);
  }

  private async lock(tx: EntityManager, accountId: number): Promise<AdminAccount> {
    if (!(await lockAccount(tx, accountId))) throw AppException.notFound('account.notFound');
    return this.find(tx, accountId);
  }

  private async find(tx: EntityManager, accountId: number): Promise<AdminAccount> {
    const [row] = await tx.query(`SELECT ${ADMIN_ACCOUNT_COLUMNS} FROM ${ADMIN_ACCOUNT_FROM} WHERE a.id = $1`, [
      accountId,
    ]);
    return adminAccountOf(row);
  }
}
