import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../core/audit/audit-log.service.js';
import type { AuditAction, AuditTargetType } from '../../../../shared/audit-actions.js';
import { ReadCache } from '../../../core/cache/read-cache.service.js';
import type { Page } from '../../../core/envelope/envelope.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { SqlParams } from '../../../core/sql/sql-params.js';
import { companyHiddenState, hideCompany } from '../../company/company.sql.js';
import { ReviewModerationService } from '../../company/reviews/review-moderation.service.js';
import { ReportItemType, ReportStatus } from '../../../../shared/content-report.js';
import { resolveOpenReports } from '../../reports/content-report.sql.js';
import { REPORTED_ITEM_SQL, reportedItemJoin, type ReportedItemRow } from '../../reports/reported-item.sql.js';
import { InvitationSuspensionService } from '../../talents/invitations/invitation-suspension.service.js';
import { VacancyModerationService } from '../../vacancy/management/vacancy-moderation.service.js';
import { vacancyApprovalState } from '../../vacancy/vacancy-columns.sql.js';
import { AccountBlockService } from '../accounts/account-block.service.js';
import {
  accountJoin,
  type AdminReport,
  adminReportOf,
  type AdminReportRow,
  REPORT_ACCOUNT_COLUMNS,
} from './admin-report.view.js';
import type { GetReportsQuery } from './dto/admin-reports.dto.js';
import { reviewModerationState } from '../../company/reviews/review.sql.js';

const REPORT_FROM = `FROM content_report r
  ${reportedItemJoin('r')}
  ${accountJoin('rep', 'r.reporter_account_id')}
  ${accountJoin('res', 'r.resolved_by')}
  ${accountJoin('own', 'item.item_owner_account_id')}`;

const REPORT_COLUMNS = `r.id, r.item_type, r.item_id, r.reason, r.details, r.status, r.created_at, r.resolved_at, item.*,
  ${REPORT_ACCOUNT_COLUMNS},
  (SELECT count(*)::int FROM content_report o WHERE o.item_type = r.item_type AND o.item_id = r.item_id AND o.status = ${ReportStatus.Open}) AS open_count`;

/** The audit log's target of each kind of item. */
const TARGET_TYPES: Record<ReportItemType, AuditTargetType> = {
  [ReportItemType.Vacancy]: 'vacancy',
  [ReportItemType.Company]: 'company',
  [ReportItemType.Review]: 'company_review',
  [ReportItemType.Invitation]: 'talent_invitation',
};

/** The items staff hide or whose owner they block; an invitation's company loses its right to
 *  invite instead ({@link AdminReportsService.suspendInvitations}). */
type PublicItemType = Exclude<ReportItemType, ReportItemType.Invitation>;

/** The state of an item a hide changes, as the audit log keeps it (undefined when the item is gone). */
const ITEM_STATE: Record<
  PublicItemType,
  (manager: EntityManager, itemId: number) => Promise<Record<string, unknown> | undefined>
> = {
  [ReportItemType.Vacancy]: vacancyApprovalState,
  [ReportItemType.Company]: companyHiddenState,
  [ReportItemType.Review]: reviewModerationState,
};

interface LockedReport<Type extends ReportItemType = ReportItemType> {
  id: number;
  item_type: Type;
  item_id: number;
}

const isPublicItem = (report: LockedReport): report is LockedReport<PublicItemType> =>
  report.item_type !== ReportItemType.Invitation;

/**
 * The reports queue: staff hide the reported item (a vacancy's approval is rejected, a review is
 * rejected, a company page is hidden), dismiss the report, or block the account behind the item;
 * an invitation's report is dismissed or takes the inviting company's right to invite.
 * An action that does not fit the item's kind is a 409.
 * Acting on a report resolves every open report of its item; each action is audited in its
 * transaction, on the item.
 */
@Injectable()
export class AdminReportsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: AuditLogService,
    private readonly cache: ReadCache,
    private readonly blocks: AccountBlockService,
    private readonly vacancies: VacancyModerationService,
    private readonly reviews: ReviewModerationService,
    private readonly suspensions: InvitationSuspensionService,
  ) {}

  async list(query: GetReportsQuery): Promise<Page<AdminReport>> {
    const params = new SqlParams();
    const where: string[] = [];
    if (query.status !== undefined) where.push(`r.status = ${params.add(query.status)}`);
    if (query.itemType !== undefined) where.push(`r.item_type = ${params.add(query.itemType)}`);
    const filter = where.length ? `WHERE ${where.join(' AND ')}` : '';
    const [{ count }]: { count: number }[] = await this.db.query(
      `SELECT count(*)::int AS count FROM content_report r ${filter}`,
      params.values,
    );
    const offset = (query.page - 1) * query.pageSize;
    const rows: AdminReportRow[] =
      offset >= count
        ? []
        : await this.db.query(
            `SELECT ${REPORT_COLUMNS} ${REPORT_FROM} ${filter}
              ORDER BY r.created_at DESC, r.id DESC LIMIT ${params.add(query.pageSize)} OFFSET ${params.add(offset)}`,
            params.values,
          );
    return { items: rows.map(adminReportOf), totalCount: Number(count), page: query.page, pageSize: query.pageSize };
  }

  /** Takes the item off the public site; the cached public answers are forgotten at once. */
  async hideItem(staff: AuthSession, reportId: number): Promise<AdminReport> {
    const report = await this.db.transaction(async (manager) => {
      const locked = this.publicItemOf(await this.lockOpen(manager, reportId));
      await this.itemOf(manager, locked);
      const before = await this.itemState(manager, locked);
      switch (locked.item_type) {
        case ReportItemType.Vacancy:
          await this.vacancies.reject(locked.item_id, null, manager);
          break;
        case ReportItemType.Review:
          await this.reviews.reject(locked.item_id, '', manager);
          break;
        case ReportItemType.Company:
          await hideCompany(manager, locked.item_id);
          break;
      }
      const after = await this.itemState(manager, locked);
      return this.resolve(manager, staff, locked, ReportStatus.Actioned, 'reports.hideItem', before, after);
    });
    // Every list, count and feed that may show the item or its company.
    this.cache.forget('');
    return report;
  }

  async dismiss(staff: AuthSession, reportId: number): Promise<AdminReport> {
    return this.db.transaction(async (manager) => {
      const locked = await this.lockOpen(manager, reportId);
      return this.resolve(manager, staff, locked, ReportStatus.Dismissed, 'reports.dismiss');
    });
  }

  /** Blocks the item's owner (AccountBlockService: staff accounts 409); 409 when the item has none. */
  async blockAccount(staff: AuthSession, reportId: number, reason: string): Promise<AdminReport> {
    return this.db.transaction(async (manager) => {
      const locked = this.publicItemOf(await this.lockOpen(manager, reportId));
      const item = await this.itemOf(manager, locked);
      if (item.item_owner_account_id === null) throw AppException.of(AppErrorCode.Conflict, 'admin.reports.noOwner');
      const accountId = Number(item.item_owner_account_id);
      await this.blocks.block(staff, accountId, reason, manager);
      return this.resolve(manager, staff, locked, ReportStatus.Actioned, 'reports.blockAccount', undefined, {
        accountId,
        reason,
      });
    });
  }

  /** Takes the inviting company's right to invite talents (InvitationSuspensionService, audited
   *  there too); only for an invitation's report. */
  async suspendInvitations(staff: AuthSession, reportId: number, reason: string): Promise<AdminReport> {
    return this.db.transaction(async (manager) => {
      const locked = await this.lockOpen(manager, reportId);
      if (locked.item_type !== ReportItemType.Invitation)
        throw AppException.of(AppErrorCode.Conflict, 'admin.reports.notForThisItem');
      const item = await this.itemOf(manager, locked);
      const companyId = Number(item.item_company_id);
      await this.suspensions.change(staff, { companyId, suspended: true, reason }, manager);
      return this.resolve(manager, staff, locked, ReportStatus.Actioned, 'reports.suspendInvitations', undefined, {
        companyId,
        reason,
      });
    });
  }

  private publicItemOf(report: LockedReport): LockedReport<PublicItemType> {
    if (!isPublicItem(report)) throw AppException.of(AppErrorCode.Conflict, 'admin.reports.notForThisItem');
    return report;
  }

  private async lockOpen(manager: EntityManager, reportId: number): Promise<LockedReport> {
    const [row] = await manager.query(
      `SELECT id, item_type, item_id, status FROM content_report WHERE id = $1 FOR UPDATE`,
      [reportId],
    );
    if (!row) throw AppException.notFound('admin.reports.notFound');
    if (Number(row.status) !== ReportStatus.Open)
      throw AppException.of(AppErrorCode.Conflict, 'admin.reports.alreadyResolved');
    return { id: Number(row.id), item_type: Number(row.item_type) as ReportItemType, item_id: Number(row.item_id) };
  }

  private async itemOf(manager: EntityManager, report: LockedReport): Promise<ReportedItemRow> {
    const [item]: ReportedItemRow[] = await manager.query(REPORTED_ITEM_SQL, [report.item_type, report.item_id]);
    if (!item) throw AppException.notFound('admin.reports.itemNotFound');
    return item;
  }

  private async itemState(
    manager: EntityManager,
    report: LockedReport<PublicItemType>,
  ): Promise<Record<string, unknown>> {
    return { ...(await ITEM_STATE[report.item_type](manager, report.item_id)) };
  }

  /** Resolves every open report of the item, audits the action on the item and answers the report. */
  private async resolve(
    manager: EntityManager,
    staff: AuthSession,
    report: LockedReport,
    status: ReportStatus,
    action: AuditAction,
    before?: Record<string, unknown>,
    after: Record<string, unknown> = {},
  ): Promise<AdminReport> {
    const resolvedIds = await resolveOpenReports(
      manager,
      { itemType: report.item_type, itemId: report.item_id },
      status,
      staff.accountId,
    );
    await this.audit.record(
      {
        actorAccountId: staff.accountId,
        action,
        targetType: TARGET_TYPES[report.item_type],
        targetId: report.item_id,
        before,
        after: { ...after, reportIds: resolvedIds.sort((a, b) => a - b) },
      },
      manager,
    );
    const [row]: AdminReportRow[] = await manager.query(`SELECT ${REPORT_COLUMNS} ${REPORT_FROM} WHERE r.id = $1`, [
      report.id,
    ]);
    return adminReportOf(row);
  }
}
