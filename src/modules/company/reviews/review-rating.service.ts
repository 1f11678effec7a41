import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { meanRating } from './company-rate.rules.js';
import { ReviewStatus } from '../../../../shared/enums.js';
import type { ReviewSummary } from './review.view.js';

export interface CompanyRating {
  /** The mean of approved ratings, one decimal; null when there is none. */
  companyRate: number | null;
  /** How many approved reviews. */
  reviewCount: number;
}

/** Company ratings from approved reviews, for the directory, details, compare and the review list.
 *  Reads through the DataSource: do not call it inside another transaction (PGlite has one connection). */
@Injectable()
export class ReviewRatingService {
  constructor(private readonly db: DataSource) {}

  /** Every requested id is in the map; a company without approved reviews has {null, 0}. */
  async ratingsFor(companyIds: number[]): Promise<Map<number, CompanyRating>> {
    const ids = [...new Set(companyIds.filter((id) => Number.isInteger(id)))];
    const ratings = new Map<number, CompanyRating>(ids.map((id) => [id, { companyRate: null, reviewCount: 0 }]));
    if (!ids.length) return ratings;
    const rows: { company_id: number; review_count: number; rating_sum: number }[] = await this.db.query(
      `SELECT company_id, count(*)::int AS review_count, sum(rating)::int AS rating_sum
         FROM company_review
        WHERE status = $1 AND company_id = ANY($2::int[])
        GROUP BY company_id`,
      [ReviewStatus.Approved, ids],
    );
    for (const row of rows) {
      const reviewCount = Number(row.review_count);
      ratings.set(Number(row.company_id), {
        companyRate: meanRating(Number(row.rating_sum), reviewCount),
        reviewCount,
      });
    }
    return ratings;
  }

  /** The summary above a company's reviews: rate, count and how many reviews gave each star. */
  async summaryFor(companyId: number): Promise<ReviewSummary> {
    const rows: { rating: number; count: number }[] = await this.db.query(
      `SELECT rating, count(*)::int AS count FROM company_review WHERE company_id = $1 AND status = $2 GROUP BY rating`,
      [companyId, ReviewStatus.Approved],
    );
    const counts = new Map(rows.map((row) => [Number(row.rating), Number(row.count)]));
    const ratingDistribution = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: counts.get(rating) ?? 0 }));
    const reviewCount = ratingDistribution.reduce((sum, entry) => sum + entry.count, 0);
    const ratingSum = ratingDistribution.reduce((sum, entry) => sum + entry.rating * entry.count, 0);
    return { companyRate: meanRating(ratingSum, reviewCount), reviewCount, ratingDistribution };
  }
}
