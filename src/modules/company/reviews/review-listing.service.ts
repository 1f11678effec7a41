import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, type Repository } from 'typeorm';
import type { AuthSession } from '../../../core/auth/auth-session.js';
import { AppException } from '../../../core/errors/app.exception.js';
import { Company } from '../entities/company.entity.js';
import type { CompanyReviewsQuery } from './dto/review-query.dto.js';
import { ReviewStatus, ReviewVisibility } from '../../../../shared/enums.js';
import { REVIEW_FROM, REVIEW_SELECT } from './review-queries.js';
import { ReviewRatingService } from './review-rating.service.js';
import { type CompanyReviewsPage, type PublicReviewRow, toPublicReview } from './review.view.js';
import { accountColumn } from '../../account/account.sql.js';

/** A company's public reviews: approved only, newest first, with the rating summary. The author is
 *  never selected beyond whether one still exists and, for "actual details", their small picture. */
@Injectable()
export class ReviewListingService {
  constructor(
    private readonly db: DataSource,
    @InjectRepository(Company) private readonly companies: Repository<Company>,
    private readonly ratings: ReviewRatingService,
  ) {}

  async companyReviews(query: CompanyReviewsQuery, session: AuthSession | undefined): Promise<CompanyReviewsPage> {
    if (!(await this.companies.exists({ where: { id: query.companyId, hiddenAt: IsNull() } })))
      throw AppException.notFound('reviews.companyNotFound');
    const me = session?.accountId ?? null;
    const rows: PublicReviewRow[] = await this.db.query(
      `SELECT ${REVIEW_SELECT},
              (r.author_account_id IS NOT NULL) AS has_author,
              CASE WHEN r.visibility = $3 THEN COALESCE(${accountColumn('a', 'small_profile_image_url')}, ${accountColumn('a', 'profile_image_url')}) END AS author_image,
              EXISTS (SELECT 1 FROM company_review_like ml WHERE ml.review_id = r.id AND ml.account_id = $4::int) AS liked_by_me,
              COALESCE(r.author_account_id = $4::int, false) AS is_mine
         ${REVIEW_FROM}
         LEFT JOIN account a ON a.id = r.author_account_id
        WHERE r.company_id = $1 AND r.status = $2
        ORDER BY r.created_at DESC, r.id DESC
        LIMIT $5 OFFSET $6`,
      [
        query.companyId,
        ReviewStatus.Approved,
        ReviewVisibility.ActualDetails,
        me,
        query.pageSize,
        (query.page - 1) * query.pageSize,
      ],
    );
    const summary = await this.ratings.summaryFor(query.companyId);
    return {
      items: rows.map(toPublicReview),
      totalCount: summary.reviewCount,
      page: query.page,
      pageSize: query.pageSize,
      ...summary,
    };
  }
}
