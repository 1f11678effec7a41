import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AuditLogService } from '../../../core/audit/audit-log.service.js';
import type { Page } from '../../../core/envelope/envelope.js';
import { AppErrorCode } from '../../../core/errors/app-error-code.js';
import { AppException } from '../../../core/errors/app.exception.js';
import type { MessageRef } from '../../../core/i18n/translator.js';
import type { LeftJoined } from '../../../core/sql/column-selection.js';
import {
  selectAccountColumns,
  type AccountColumnsRow,
  accountRecipientColumns,
  type AccountRecipientRow,
} from '../../account/account.sql.js';
import { companyNameColumns, companyRefColumns, type CompanyNameRow } from '../../company/company.sql.js';
import { ReviewStatus } from '../../../../shared/enums.js';
import { ReviewModerationService } from '../../company/reviews/review-moderation.service.js';
import type { AdminPageQuery } from '../dto/admin-page.dto.js';
import { decide, type DecisionSubject } from './moderation-decision.js';
import { ModerationMailer } from './moderation-mailer.service.js';
import {
  type PendingReviewItem,
  type PendingReviewRow,
  pendingReviewOf,
  REVIEW_AUTHOR_COLUMNS,
} from './moderation.view.js';
import { reviewColumn, reviewCountOfStatusSql } from '../../company/reviews/review.sql.js';

const TARGET = 'company_review';

/** A review as a decision reads and changes it (locked), with its author and company for the mail. */
const DECIDED_AUTHOR_COLUMNS = { author_name: 'full_name' } as const;

interface DecidedReview
  extends CompanyNameRow, AccountRecipientRow, LeftJoined<AccountColumnsRow<typeof DECIDED_AUTHOR_COLUMNS>> {
  id: number;
  headline: string;
  status: number;
  rejection_reason: string | null;
}

const auditedFieldsOf = (row: DecidedReview) => ({ status: Number(row.status), rejectionReason: row.rejection_reason });

/**
 * The reviews' moderation queue: a review (new or edited) waits until staff approve it, which
 * publishes it on the company's page and counts it in the rating (computed on read, never cached),
 * or reject it with a reason mailed to its author. Staff alone see who wrote an anonymous review.
 */
@Injectable()
export class ReviewQueueService {
  constructor(
    private readonly db: DataSource,
    private readonly moderation: ReviewModerationService,
    private readonly audit: AuditLogService,
    private readonly mailer: ModerationMailer,
  ) {}

  /** The waiting reviews, the longest waiting first, each whole with its author. */
  async pending(query: AdminPageQuery): Promise<Page<PendingReviewItem>> {
    const [{ count }]: { count: number }[] = await this.db.query(`SELECT (${reviewCountOfStatusSql('$1')}) AS count`, [
      ReviewStatus.Pending,
    ]);
    const rows: PendingReviewRow[] = await this.db.query(
      `SELECT r.id, r.rating, r.headline, r.description, r.pros, r.cons, r.advice, r.benefits, r.visibility, r.position,
              r.tenure, r.status, r.created_at, r.updated_at,
              ${companyRefColumns('c')},
              ${selectAccountColumns('a', REVIEW_AUTHOR_COLUMNS)}
         FROM company_review r
         JOIN company c ON c.id = r.company_id
         LEFT JOIN account a ON a.id = r.author_account_id
        WHERE ${reviewColumn('r', 'status')} = $1
        ORDER BY r.updated_at, r.id
        LIMIT $2 OFFSET $3`,
      [ReviewStatus.Pending, query.pageSize, (query.page - 1) * query.pageSize],
    );
    return { items: rows.map(pendingReviewOf), totalCount: Number(count), page: query.page, pageSize: query.pageSize };
  }

  async approve(staff: AuthSession, reviewId: number): Promise<MessageRef> {
    await decide(this.db, this.audit, this.subject, {
      staff,
      id: reviewId,
      action: 'reviews.approve',
      change: (manager) => this.moderation.approve(reviewId, manager),
      notify: async (manager, before) => {
        const author = recipientOf(before);
        if (author) await this.mailer.reviewApproved(manager, author, reviewOf(before));
      },
    });
    return { key: 'admin.moderation.reviewApproved' };
  }

  async reject(staff: AuthSession, reviewId: number, reason: string): Promise<MessageRef> {
    await decide(this.db, this.audit, this.subject, {
      staff,
      id: reviewId,
      action: 'reviews.reject',
      change: (manager) => this.moderation.reject(reviewId, reason, manager),
      notify: async (manager, before, after) => {
        const author = recipientOf(before);
        if (author)
          await this.mailer.reviewRejected(manager, author, reviewOf(before), after.rejection_reason ?? reason);
      },
    });
    return { key: 'admin.moderation.reviewRejected' };
  }

  private readonly subject: DecisionSubject<DecidedReview> = {
    targetType: TARGET,
    findPending: (manager, id) => this.findPending(manager, id),
    find: (manager, id) => this.find(manager, id),
    auditedFieldsOf,
  };

  /** The review, locked for the decision; 404 when unknown, 409 when it is not waiting (decided already). */
  private async findPending(manager: EntityManager, reviewId: number): Promise<DecidedReview> {
    const row = await this.find(manager, reviewId, true);
    if (!row) throw AppException.notFound('reviews.notFound');
    if (Number(row.status) !== ReviewStatus.Pending)
      throw AppException.of(AppErrorCode.Conflict, 'admin.moderation.reviewNotPending');
    return row;
  }

  private async find(manager: EntityManager, reviewId: number, lock = false): Promise<DecidedReview | undefined> {
    const [row]: DecidedReview[] = await manager.query(
      `SELECT r.id, r.headline, r.status, r.rejection_reason, ${companyNameColumns('c')},
              ${selectAccountColumns('a', DECIDED_AUTHOR_COLUMNS)}, ${accountRecipientColumns('a')}
         FROM company_review r
         JOIN company c ON c.id = r.company_id
         LEFT JOIN account a ON a.id = r.author_account_id
        WHERE ${reviewColumn('r', 'id')} = $1${lock ? ' FOR UPDATE OF r' : ''}`,
      [reviewId],
    );
    return row;
  }
}

/** The author's account; none once they deleted it (the review stays, anonymous). */
const recipientOf = (row: DecidedReview) =>
  row.email ? { email: row.email, name: row.author_name, language: row.language ?? 'en' } : null;

const reviewOf = (row: DecidedReview) => ({
  headline: row.headline,
  companyName: row.company_name,
  companyTransformedName: row.company_transformed_name,
});
