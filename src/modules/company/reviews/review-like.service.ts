import { Injectable } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { returnedRows } from '../../../database/returned-rows.js';
import { ReviewStatus } from '../../../../shared/enums.js';

/** POST Company/likeReview: whether the caller now likes the review, and its likes. */
export class ReviewLikeState {
  @ApiProperty()
  liked: boolean;
  @ApiProperty()
  likeCount: number;
}

/** "Helpful" marks: one per talent per approved review, toggled. */
@Injectable()
export class ReviewLikeService {
  constructor(private readonly db: DataSource) {}

  async toggle(session: AuthSession, reviewId: number): Promise<ReviewLikeState> {
    const [review] = await this.db.query(`SELECT 1 FROM company_review WHERE id = $1 AND status = $2`, [
      reviewId,
      ReviewStatus.Approved,
    ]);
    if (!review) throw AppException.notFound('reviews.notFound');
    const removed = returnedRows(
      await this.db.query(
        `DELETE FROM company_review_like WHERE review_id = $1 AND account_id = $2 RETURNING review_id`,
        [reviewId, session.accountId],
      ),
    );
    if (!removed.length) {
      await this.db.query(
        `INSERT INTO company_review_like (review_id, account_id) VALUES ($1, $2) ON CONFLICT (review_id, account_id) DO NOTHING`,
        [reviewId, session.accountId],
      );
    }
    const [{ count }]: { count: number }[] = await this.db.query(
      `SELECT count(*)::int AS count FROM company_review_like WHERE review_id = $1`,
      [reviewId],
    );
    return { liked: !removed.length, likeCount: Number(count) };
  }
}
