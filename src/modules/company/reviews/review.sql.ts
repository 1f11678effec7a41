import type { DataSource, EntityManager } from 'typeorm';
import { ReviewStatus } from '../../../../shared/enums.js';

/** The review's columns (company_review) other modules name in their joins, conditions and
 *  positional selections (the reports' item, a UNION's branch), as the driver answers them. */
export interface ReviewColumns {
  id: number;
  company_id: number;
  headline: string;
  description: string;
  /** The talent who wrote it (null once the account is gone). */
  author_account_id: number | null;
  status: number;
}

/** One column of the review joined as `alias`, for a condition, an order or an expression. */
export const reviewColumn = (alias: string, column: keyof ReviewColumns): string => `${alias}.${column}`;

/** SQL counting the reviews in the state the caller's parameter holds (e.g. `$1`). */
export const reviewCountOfStatusSql = (statusParam: string): string =>
  `SELECT count(*)::int FROM company_review WHERE status = ${statusParam}`;

/** SQL counting the approved reviews of the company whose id `companyId` (an expression) holds. */
export const approvedReviewCountSql = (companyId: string): string =>
  `SELECT count(*)::int FROM company_review r WHERE r.company_id = ${companyId} AND r.status = ${ReviewStatus.Approved}`;

/** SQL summing the ratings of those reviews (null when there is none). */
export const approvedReviewRatingSumSql = (companyId: string): string =>
  `SELECT sum(r.rating)::int FROM company_review r WHERE r.company_id = ${companyId} AND r.status = ${ReviewStatus.Approved}`;

/** A review's moderation state, as a report on it records it; undefined when there is no such review. */
export async function reviewModerationState(
  db: Pick<DataSource | EntityManager, 'query'>,
  reviewId: number,
): Promise<{ status: number } | undefined> {
  const [row]: { status: number }[] = await db.query('SELECT status FROM company_review WHERE id = $1', [reviewId]);
  return row;
}
