import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AppException } from '../../../core/errors/app.exception.js';
import { returnedRows } from '../../../database/returned-rows.js';
import { ReviewStatus } from '../../../../shared/enums.js';

/** Staff decisions on reviews, called by the back office (src/modules/admin/moderation). Give the
 *  caller's transaction's manager to decide inside it. */
@Injectable()
export class ReviewModerationService {
  constructor(private readonly db: DataSource) {}

  /** Publishes the review (status 2); 404 for an unknown id. */
  async approve(reviewId: number, manager: EntityManager = this.db.manager): Promise<void> {
    await this.decide(manager, reviewId, ReviewStatus.Approved, null);
  }

  /** Rejects the review (status 3) with the reason its author will see; 404 for an unknown id. */
  async reject(reviewId: number, reason: string, manager: EntityManager = this.db.manager): Promise<void> {
    await this.decide(manager, reviewId, ReviewStatus.Rejected, reason?.trim() || null);
  }

  private async decide(
    manager: EntityManager,
    reviewId: number,
    status: ReviewStatus,
    reason: string | null,
  ): Promise<void> {
    const rows = returnedRows(
      await manager.query(`UPDATE company_review SET status = $2, rejection_reason = $3 WHERE id = $1 RETURNING id`, [
        reviewId,
        status,
        reason,
      ]),
    );
    if (!rows.length) throw AppException.notFound('reviews.notFound');
  }
}
