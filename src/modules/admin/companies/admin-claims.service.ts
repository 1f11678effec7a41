import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AppConfig } from '../../../config/app-config.js';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../core/audit/audit-log.service.js';
import { ReadCache } from '../../../core/cache/read-cache.service.js';
import type { Page } from '../../../core/envelope/envelope.js';
import { translate } from '../../../core/i18n/translator.js';
import { MailOutbox } from '../../../core/mail/mail-outbox.service.js';
import { SqlParams } from '../../../core/sql/sql-params.js';
import { ClaimStatus } from '../../../../shared/enums.js';
import { selectAccountColumns, type AccountColumnsRow } from '../../account/account.sql.js';
import { CompanyClaimService } from '../../company/claims/company-claim.service.js';
import { selectCompanyColumns, type CompanyColumnsRow } from '../../company/company.sql.js';
import { ADMIN_CLAIM_SELECT, type AdminClaim, adminClaimOf } from './admin-company.view.js';
import { claimApprovedMail, claimRejectedMail } from './claim-mails.js';
import { forgetCompanyCaches } from './company-caches.js';
import type { AdminClaimsQuery } from './dto/admin-companies.dto.js';
import { claimColumn, claimCountSql, selectClaimColumns } from '../../company/claims/company-claim.sql.js';

const TARGET = 'company_claim';

/** The claimed page as the audit log keeps it before an approval. */
const CLAIMED_COMPANY_COLUMNS = {
  id: 'id',
  account_id: 'account_id',
  is_claiming_necessary: 'is_claiming_necessary',
} as const;

const CLAIMANT_MAIL_COLUMNS = {
  account_id: 'id',
  email: 'email',
  full_name: 'full_name',
  language: 'language',
} as const;
const CLAIMED_NAME_COLUMNS = { company_name: 'name' } as const;

interface ClaimantRow
  extends AccountColumnsRow<typeof CLAIMANT_MAIL_COLUMNS>, CompanyColumnsRow<typeof CLAIMED_NAME_COLUMNS> {
  id: number;
}

/**
 * The back office's claims queue over CompanyClaimService: staff approve (the page passes to the
 * claimant; other pending claims of the page are rejected) or reject with a reason. In the same
 * transaction: the audit row and the outcome mailed to each claimant in their language.
 */
@Injectable()
export class AdminClaimsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly claims: CompanyClaimService,
    private readonly audit: AuditLogService,
    private readonly outbox: MailOutbox,
    private readonly cache: ReadCache,
    private readonly config: AppConfig,
  ) {}

  /** Claims newest first; pending ones oldest first, the order they are dealt with. */
  async list(query: AdminClaimsQuery): Promise<Page<AdminClaim>> {
    const params = new SqlParams();
    const status = query.status === undefined ? null : params.add(query.status);
    const where = status === null ? '' : `WHERE ${claimColumn('cl', 'status')} = ${status}`;
    const [created, id] = [claimColumn('cl', 'created_at'), claimColumn('cl', 'id')];
    const order = query.status === ClaimStatus.Pending ? `${created}, ${id}` : `${created} DESC, ${id} DESC`;
    const [{ count }] = await this.db.query(claimCountSql(status), params.values);
    const rows = await this.db.query(
      `${ADMIN_CLAIM_SELECT} ${where} ORDER BY ${order} LIMIT ${params.add(query.pageSize)} OFFSET ${params.add((query.page - 1) * query.pageSize)}`,
      params.values,
    );
    return { items: rows.map(adminClaimOf), totalCount: Number(count), page: query.page, pageSize: query.pageSize };
  }

  async approve(staff: AuthSession, claimId: number): Promise<AdminClaim> {
    const claim = await this.db.transaction(async (manager) => {
      const [before]: CompanyColumnsRow<typeof CLAIMED_COMPANY_COLUMNS>[] = await manager.query(
        `SELECT ${selectCompanyColumns('c', CLAIMED_COMPANY_COLUMNS)} FROM company_claim cl JOIN company c ON c.id = ${claimColumn('cl', 'company_id')} WHERE ${claimColumn('cl', 'id')} = $1`,
        [claimId],
      );
      const others: ClaimantRow[] = before
        ? await manager.query(
            `${CLAIMANTS} WHERE ${claimColumn('cl', 'company_id')} = $1 AND ${claimColumn('cl', 'status')} = $2 AND ${claimColumn('cl', 'id')} <> $3`,
            [before.id, ClaimStatus.Pending, claimId],
          )
        : [];
      const approved = await this.claims.approve(claimId, manager);
      const [claimant]: ClaimantRow[] = await manager.query(`${CLAIMANTS} WHERE ${claimColumn('cl', 'id')} = $1`, [
        claimId,
      ]);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'claims.approved',
          targetType: TARGET,
          targetId: claimId,
          before: {
            status: ClaimStatus.Pending,
            companyId: approved.companyId,
            accountId: before.account_id === null ? null : Number(before.account_id),
            isClaimingNecessary: before.is_claiming_necessary,
          },
          after: {
            status: ClaimStatus.Approved,
            companyId: approved.companyId,
            accountId: Number(claimant!.account_id),
            rejectedClaimIds: others.map((row) => Number(row.id)),
          },
        },
        manager,
      );
      await this.mailApproved(manager, claimant!);
      for (const other of others)
        await this.mailRejected(manager, other, translate(other.language, 'admin.claims.otherApproved'));
      return this.find(manager, claimId);
    });
    forgetCompanyCaches(this.cache);
    return claim;
  }

  async reject(staff: AuthSession, claimId: number, reason: string): Promise<AdminClaim> {
    return this.db.transaction(async (manager) => {
      const rejected = await this.claims.reject(claimId, manager);
      await this.audit.record(
        {
          actorAccountId: staff.accountId,
          action: 'claims.rejected',
          targetType: TARGET,
          targetId: claimId,
          before: { status: ClaimStatus.Pending, companyId: rejected.companyId },
          after: { status: ClaimStatus.Rejected, companyId: rejected.companyId, reason },
        },
        manager,
      );
      const [claimant]: ClaimantRow[] = await manager.query(`${CLAIMANTS} WHERE ${claimColumn('cl', 'id')} = $1`, [
        claimId,
      ]);
      await this.mailRejected(manager, claimant!, reason);
      return this.find(manager, claimId);
    });
  }

  private async mailApproved(manager: EntityManager, claimant: ClaimantRow): Promise<void> {
    const mail = claimApprovedMail(claimant.language, {
      name: claimant.full_name ?? claimant.email,
      company: claimant.company_name,
      url: this.link('/companyPanel/generalInformation'),
    });
    await this.outbox.enqueue({ to: claimant.email, ...mail }, manager);
  }

  private async mailRejected(manager: EntityManager, claimant: ClaimantRow, reason: string): Promise<void> {
    const mail = claimRejectedMail(claimant.language, {
      name: claimant.full_name ?? claimant.email,
      company: claimant.company_name,
      url: this.link('/information/support'),
      reason,
    });
    await this.outbox.enqueue({ to: claimant.email, ...mail }, manager);
  }

  private link(path: string): string {
    return new URL(path, `${this.config.publicUrl}/`).toString();
  }

  private async find(manager: EntityManager, claimId: number): Promise<AdminClaim> {
    const [row] = await manager.query(`${ADMIN_CLAIM_SELECT} WHERE ${claimColumn('cl', 'id')} = $1`, [claimId]);
    return adminClaimOf(row);
  }
}

/** A claim's author and the claimed page, for the outcome mail. */
const CLAIMANTS = `SELECT ${selectClaimColumns('cl', { id: 'id' })}, ${selectAccountColumns('a', CLAIMANT_MAIL_COLUMNS)},
    ${selectCompanyColumns('c', CLAIMED_NAME_COLUMNS)}
  FROM company_claim cl
  JOIN account a ON a.id = ${claimColumn('cl', 'account_id')}
  JOIN company c ON c.id = ${claimColumn('cl', 'company_id')}`;
