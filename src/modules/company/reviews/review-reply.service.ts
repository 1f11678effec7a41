import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { returnedRows } from '../../../database/returned-rows.js';
import type { ReplyToReviewBody } from './dto/review.dto.js';
import { ReviewStatus } from '../../../../shared/enums.js';
import type { ReviewReplyAnswer } from './review.view.js';

/** The company's one public reply per approved review of its own company. Another company's review
 *  answers 404, as if it did not exist. */
@Injectable()
export class ReviewReplyService {
  constructor(private readonly db: DataSource) {}

  async reply(session: AuthSession, body: ReplyToReviewBody): Promise<ReviewReplyAnswer> {
    const [review] = await this.db.query(
      `SELECT r.id FROM company_review r JOIN company c ON c.id = r.company_id
        WHERE r.id = $1 AND c.account_id = $2 AND r.status = $3`,
      [body.reviewId, session.accountId, ReviewStatus.Approved],
    );
    if (!review) throw AppException.notFound('reviews.notFound');
    const [row] = returnedRows<{ text: string; created_at: Date; updated_at: Date }>(
      await this.db.query(
        `INSERT INTO company_review_reply (review_id, text) VALUES ($1, $2)
         ON CONFLICT (review_id) DO UPDATE SET text = EXCLUDED.text, updated_at = now()
         RETURNING text, created_at, updated_at`,
        [body.reviewId, body.text],
      ),
    );
    return { reviewId: body.reviewId, text: row.text, createdAt: row.created_at, updatedAt: row.updated_at };
  }

  /** Removes the reply of a review of the caller's company, in any status (404 when there is none). */
  async deleteReply(session: AuthSession, reviewId: number): Promise<true> {
    const [review] = await this.db.query(
      `SELECT r.id FROM company_review r JOIN company c ON c.id = r.company_id WHERE r.id = $1 AND c.account_id = $2`,
      [reviewId, session.accountId],
    );
    if (!review) throw AppException.notFound('reviews.notFound');
    const removed = returnedRows(
      await this.db.query(`DELETE FROM company_review_reply WHERE review_id = $1 RETURNING review_id`, [reviewId]),
    );
    if (!removed.length) throw AppException.notFound('reviews.replyNotFound');
    return true;
  }
}
