import { ApiProperty } from '@nestjs/swagger';
import { ReviewVisibility, ReviewStatus } from '../../../../shared/enums.js';
import type { ReviewRow } from '../../company/reviews/review.view.js';
import { CompanyRef } from '../../company/company-ref.view.js';
import type { CompanyNameRow, CompanyRefRow } from '../../company/company.sql.js';
import type { AccountColumnsRow } from '../../account/account.sql.js';
import type { VacancyColumnsRow } from '../../vacancy/vacancy-columns.sql.js';
import type { LeftJoined } from '../../../core/sql/column-selection.js';

/** A vacancy waiting for staff in the review-mode queue. */
export class PendingVacancyItem {
  @ApiProperty()
  id: number;
  @ApiProperty()
  title: string;
  @ApiProperty({ type: String, nullable: true })
  titleGE: string | null;
  @ApiProperty({ type: CompanyRef })
  company: CompanyRef;
  @ApiProperty()
  createdAt: string;
  @ApiProperty()
  updatedAt: string;
}

/** Who wrote a review: staff alone see it, also for an anonymous review. */
export class AdminReviewAuthor {
  @ApiProperty()
  accountId: number;
  @ApiProperty({ type: String, nullable: true })
  fullName: string | null;
  @ApiProperty()
  email: string;
}

/** A review waiting for moderation, whole, with its author (null once the author deleted their account). */
export class PendingReviewItem {
  @ApiProperty()
  id: number;
  @ApiProperty({ type: CompanyRef })
  company: CompanyRef;
  @ApiProperty()
  rating: number;
  @ApiProperty()
  headline: string;
  @ApiProperty()
  description: string;
  @ApiProperty({ type: String, nullable: true })
  pros: string | null;
  @ApiProperty({ type: String, nullable: true })
  cons: string | null;
  @ApiProperty({ type: String, nullable: true })
  advice: string | null;
  @ApiProperty({ type: String, nullable: true })
  benefits: string | null;
  @ApiProperty({
    enum: ReviewVisibility,
    description: 'How the public would see the author: 1 anonymous, 2 actual details (position and tenure)',
  })
  visibility: ReviewVisibility;
  @ApiProperty({ type: String, nullable: true })
  position: string | null;
  @ApiProperty({ type: String, nullable: true })
  tenure: string | null;
  @ApiProperty({ enum: ReviewStatus })
  status: ReviewStatus;
  @ApiProperty()
  createdAt: string;
  @ApiProperty()
  updatedAt: string;
  @ApiProperty({ type: AdminReviewAuthor, nullable: true })
  author: AdminReviewAuthor | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The vacancy's columns of a queue row (over `vacancy v`). */
export const PENDING_VACANCY_COLUMNS = {
  id: 'id',
  title: 'title',
  title_ge: 'title_ge',
  created_at: 'created_at',
  updated_at: 'updated_at',
} as const;

export interface PendingVacancyRow extends VacancyColumnsRow<typeof PENDING_VACANCY_COLUMNS>, CompanyRefRow {}

export const pendingVacancyOf = (row: PendingVacancyRow): PendingVacancyItem => ({
  id: Number(row.id),
  title: row.title,
  titleGE: row.title_ge,
  company: { id: Number(row.company_id), name: row.company_name, transformedName: row.company_transformed_name },
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
});

/** The author's columns of a queue row (over `account a`, LEFT JOIN: the author may have deleted the account). */
export const REVIEW_AUTHOR_COLUMNS = { author_id: 'id', author_name: 'full_name', author_email: 'email' } as const;

/** A review row of the queue: the public review's columns, its company and its author. */
export interface PendingReviewRow
  extends
    Pick<
      ReviewRow,
      | 'id'
      | 'company_id'
      | 'rating'
      | 'headline'
      | 'description'
      | 'pros'
      | 'cons'
      | 'advice'
      | 'benefits'
      | 'visibility'
      | 'position'
      | 'tenure'
      | 'status'
      | 'created_at'
      | 'updated_at'
    >,
    CompanyNameRow,
    LeftJoined<AccountColumnsRow<typeof REVIEW_AUTHOR_COLUMNS>> {}

export const pendingReviewOf = (row: PendingReviewRow): PendingReviewItem => ({
  id: Number(row.id),
  company: { id: Number(row.company_id), name: row.company_name, transformedName: row.company_transformed_name },
  rating: Number(row.rating),
  headline: row.headline,
  description: row.description,
  pros: row.pros,
  cons: row.cons,
  advice: row.advice,
  benefits: row.benefits,
  visibility: Number(row.visibility) as ReviewVisibility,
  position: row.position,
  tenure: row.tenure,
  status: Number(row.status) as ReviewStatus,
  createdAt: iso(row.created_at),
  updatedAt: iso(row.updated_at),
  author:
    row.author_id === null
      ? null
      : { accountId: Number(row.author_id), fullName: row.author_name, email: row.author_email! },
});
