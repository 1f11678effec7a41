import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { ClaimStatus, ReviewStatus } from '../../../../shared/enums.js';
import type { Page } from '../../../core/envelope/envelope.js';
import { SqlParams } from '../../../core/sql/sql-params.js';
import { NEW_ACCOUNTS_THIS_WEEK_COUNT } from '../../account/account.sql.js';
import { UNVERIFIED_COMPANIES_COUNT } from '../../company/company.sql.js';
import { VACANCIES_AWAITING_MODERATION_COUNT } from '../../vacancy/vacancy-columns.sql.js';
import { OPEN_SUPPORT_TICKETS_COUNT } from '../../static/support/support-ticket.sql.js';
import type { AdminDashboard } from './admin-dashboard.view.js';
import { AUDIT_ROW_SELECT, type AuditRow, auditRowOf } from './audit-row.view.js';
import type { AuditLogQuery } from './dto/audit-log.dto.js';
import { claimCountSql } from '../../company/claims/company-claim.sql.js';
import { reviewCountOfStatusSql } from '../../company/reviews/review.sql.js';

export const RECENT_AUDIT_ROWS = 20;

/** The back office's dashboard figures (one query) and the audit log. */
@Injectable()
export class AdminDashboardService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async dashboard(): Promise<AdminDashboard> {
    const [counts] = await this.db.query(
      `SELECT
         (${VACANCIES_AWAITING_MODERATION_COUNT}) AS pending_vacancies,
         (${reviewCountOfStatusSql('$1')}) AS pending_reviews,
         (${claimCountSql('$2')}) AS pending_claims,
         (${UNVERIFIED_COMPANIES_COUNT}) AS unverified_companies,
         (${NEW_ACCOUNTS_THIS_WEEK_COUNT}) AS new_accounts,
         (SELECT count(*)::int FROM outbox_mail WHERE status = 'pending') AS outbox_waiting,
         (SELECT count(*)::int FROM outbox_mail WHERE status = 'failed') AS outbox_failed,
         (${OPEN_SUPPORT_TICKETS_COUNT}) AS open_tickets,
         (SELECT count(*)::int FROM content_report WHERE status = 1) AS open_reports`,
      [ReviewStatus.Pending, ClaimStatus.Pending],
    );
    const recent = await this.db.query(`${AUDIT_ROW_SELECT} ORDER BY l.created_at DESC, l.id DESC LIMIT $1`, [
      RECENT_AUDIT_ROWS,
    ]);
    return {
      pendingVacancies: counts.pending_vacancies,
      pendingReviews: counts.pending_reviews,
      pendingClaims: counts.pending_claims,
      unverifiedCompanies: counts.unverified_companies,
      newAccountsThisWeek: counts.new_accounts,
      outbox: { waiting: counts.outbox_waiting, failed: counts.outbox_failed },
      openReports: counts.open_reports,
      openTickets: counts.open_tickets,
      recentAudit: recent.map(auditRowOf),
    };
  }

  async auditLog(query: AuditLogQuery): Promise<Page<AuditRow>> {
    const params = new SqlParams();
    const where = query.action
      ? `WHERE (l.action = ${params.add(query.action)} OR l.action LIKE ${params.add(`${query.action}.%`)})`
      : '';
    const [{ count }] = await this.db.query(`SELECT count(*)::int AS count FROM audit_log l ${where}`, params.values);
    const rows = await this.db.query(
      `${AUDIT_ROW_SELECT} ${where} ORDER BY l.created_at DESC, l.id DESC LIMIT ${params.add(query.pageSize)} OFFSET ${params.add((query.page - 1) * query.pageSize)}`,
      params.values,
    );
    return { items: rows.map(auditRowOf), totalCount: Number(count), page: query.page, pageSize: query.pageSize };
  }
}
