import type { CompanyListItem } from '../company-list-item.sql.js';
import { type ReviewStatus, ReviewVisibility } from '../../../../shared/enums.js';

/** The company's answer shown under a review. */
export interface ReviewReplyView {
  text: string;
  createdAt: Date;
  updatedAt: Date;
}

/** What a review with "actual details" shows of its author: never a name, e-mail or id. */
export interface ReviewAuthorView {
  smallProfileImageUrl: string | null;
  position: string | null;
  tenure: string | null;
}

/** The review texts everybody may see once it is approved. */
interface ReviewTexts {
  id: number;
  companyId: number;
  rating: number;
  headline: string;
  description: string;
  pros: string | null;
  cons: string | null;
  advice: string | null;
  benefits: string | null;
  createdAt: Date;
  updatedAt: Date;
  likeCount: number;
  reply: ReviewReplyView | null;
}

/** An approved review in the company's public list. */
export interface PublicReviewView extends ReviewTexts {
  /** 1 anonymous (also when the author deleted their account), 2 actual details. */
  visibility: ReviewVisibility;
  /** Null for an anonymous review or a deleted author. */
  author: ReviewAuthorView | null;
  likedByMe: boolean;
  /** The signed-in caller wrote it (only ever true for the author). */
  isMine: boolean;
}

/** A review as its author sees it, in any status. */
export interface AuthorReviewView extends ReviewTexts {
  company: CompanyListItem | null;
  visibility: ReviewVisibility;
  position: string | null;
  tenure: string | null;
  status: ReviewStatus;
  rejectionReason: string | null;
}

/** The rating summary shown above a company's reviews. */
export interface ReviewSummary {
  companyRate: number | null;
  reviewCount: number;
  /** One entry per star, 5 down to 1. */
  ratingDistribution: { rating: number; count: number }[];
}

export type CompanyReviewsPage = {
  items: PublicReviewView[];
  totalCount: number;
  page: number;
  pageSize: number;
} & ReviewSummary;

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
