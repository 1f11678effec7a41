import { ApiProperty } from '@nestjs/swagger';
import { CompanyListItem } from '../company-list-item.sql.js';
import { ReviewStatus, ReviewVisibility } from '../../../../shared/enums.js';

/** The company's answer shown under a review. */
export class ReviewReplyView {
  @ApiProperty()
  text: string;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
}

/** POST Company/ReplyToReview: the stored reply and the review it answers. */
export class ReviewReplyAnswer extends ReviewReplyView {
  @ApiProperty()
  reviewId: number;
}

/** What a review with "actual details" shows of its author: never a name, e-mail or id. */
export class ReviewAuthorView {
  @ApiProperty({ type: String, nullable: true })
  smallProfileImageUrl: string | null;
  @ApiProperty({ type: String, nullable: true })
  position: string | null;
  @ApiProperty({ type: String, nullable: true })
  tenure: string | null;
}

/** The review texts everybody may see once it is approved. */
class ReviewTexts {
  @ApiProperty()
  id: number;
  @ApiProperty()
  companyId: number;
  @ApiProperty({ description: '1 to 5 stars' })
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
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt: Date;
  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt: Date;
  @ApiProperty()
  likeCount: number;
  @ApiProperty({ type: ReviewReplyView, nullable: true })
  reply: ReviewReplyView | null;
}

/** An approved review in the company's public list. */
export class PublicReviewView extends ReviewTexts {
  @ApiProperty({
    enum: ReviewVisibility,
    description: '1 anonymous (also when the author deleted their account), 2 actual details',
  })
  visibility: ReviewVisibility;
  @ApiProperty({
    type: ReviewAuthorView,
    nullable: true,
    description: 'Null for an anonymous review or a deleted author',
  })
  author: ReviewAuthorView | null;
  @ApiProperty()
  likedByMe: boolean;
  @ApiProperty({ description: 'The signed-in caller wrote it (only ever true for the author)' })
  isMine: boolean;
}

/** A review as its author sees it, in any status. */
export class AuthorReviewView extends ReviewTexts {
  @ApiProperty({ type: CompanyListItem, nullable: true })
  company: CompanyListItem | null;
  @ApiProperty({ enum: ReviewVisibility, description: '1 anonymous, 2 actual details' })
  visibility: ReviewVisibility;
  @ApiProperty({ type: String, nullable: true })
  position: string | null;
  @ApiProperty({ type: String, nullable: true })
  tenure: string | null;
  @ApiProperty({ enum: ReviewStatus })
  status: ReviewStatus;
  @ApiProperty({ type: String, nullable: true })
  rejectionReason: string | null;
}

/** How many approved reviews give a company this many stars. */
export class RatingCount {
  @ApiProperty()
  rating: number;
  @ApiProperty()
  count: number;
}

/** The rating summary shown above a company's reviews. */
export class ReviewSummary {
  @ApiProperty({ type: Number, nullable: true, description: 'The mean of approved ratings, one decimal' })
  companyRate: number | null;
  @ApiProperty()
  reviewCount: number;
  @ApiProperty({ type: [RatingCount], description: 'One entry per star, 5 down to 1' })
  ratingDistribution: RatingCount[];
}

/** GET Company/GetCompanyReviews: a page of approved reviews and the company's rating summary. */
export class CompanyReviewsPage extends ReviewSummary {
  @ApiProperty({ type: [PublicReviewView] })
  items: PublicReviewView[];
  @ApiProperty()
  totalCount: number;
  @ApiProperty()
  page: number;
  @ApiProperty()
  pageSize: number;
}

/** A row of the review queries (snake case, as PostgreSQL answers raw SQL). */
export interface ReviewRow {
  id: number;
  company_id: number;
  rating: number;
  headline: string;
  description: string;
  pros: string | null;
  cons: string | null;
  advice: string | null;
  benefits: string | null;
  visibility: number;
  position: string | null;
  tenure: string | null;
  status: number;
  rejection_reason: string | null;
  created_at: Date;
  updated_at: Date;
  like_count: number;
  reply_text: string | null;
  reply_created_at: Date | null;
  reply_updated_at: Date | null;
}

/** A public row carries no author id: only whether there still is an author, and their picture
 *  when the review shows actual details. */
export interface PublicReviewRow extends ReviewRow {
  has_author: boolean;
  author_image: string | null;
  liked_by_me: boolean;
  is_mine: boolean;
}

const replyOf = (row: ReviewRow): ReviewReplyView | null =>
  row.reply_text === null
    ? null
    : { text: row.reply_text, createdAt: row.reply_created_at as Date, updatedAt: row.reply_updated_at as Date };

const textsOf = (row: ReviewRow): ReviewTexts => ({
  id: row.id,
  companyId: row.company_id,
  rating: row.rating,
  headline: row.headline,
  description: row.description,
  pros: row.pros,
  cons: row.cons,
  advice: row.advice,
  benefits: row.benefits,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
  likeCount: Number(row.like_count),
  reply: replyOf(row),
});

export function toPublicReview(row: PublicReviewRow): PublicReviewView {
  const showsAuthor = row.has_author && row.visibility === ReviewVisibility.ActualDetails;
  return {
    ...textsOf(row),
    visibility: showsAuthor ? ReviewVisibility.ActualDetails : ReviewVisibility.Anonymous,
    author: showsAuthor ? { smallProfileImageUrl: row.author_image, position: row.position, tenure: row.tenure } : null,
    likedByMe: row.liked_by_me,
    isMine: row.is_mine,
  };
}

export function toAuthorReview(row: ReviewRow, company: CompanyListItem | null): AuthorReviewView {
  return {
    ...textsOf(row),
    company,
    visibility: row.visibility as ReviewVisibility,
    position: row.position,
    tenure: row.tenure,
    status: row.status as ReviewStatus,
    rejectionReason: row.rejection_reason,
  };
}
