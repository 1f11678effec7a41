import type { Page } from './company';
import type { HttpClient } from './http-client';
import { ReviewStatus } from '../../../shared/enums';
import { REVIEWS_MAX_PAGE_SIZE } from '../../../shared/list-settings';
import type { Schemas } from './schemas';

export { ReviewStatus };

/** The server's REVIEW_LIMITS (src/modules/company/reviews/dto/review-field-rules.ts), which the
 *  client cannot import (that file carries the validators). */
export const REVIEW_REPLY_MAX = 2000;
/** GetMyReviews answers at most this many reviews a page. */
export const MY_REVIEWS_MAX_PAGE_SIZE = REVIEWS_MAX_PAGE_SIZE;

/** The company's reply under a review. */
export type ReviewReply = Schemas['ReviewReplyView'];

/** getUserReview / GetMyReviews: a review as its author sees it, in any status. */
export type OwnReview = Schemas['AuthorReviewView'];

/** POST ReplyToReview: creates or replaces the company's reply to an approved review of its own. */
export type ReplyToReviewBody = Schemas['ReplyToReviewBody'];

/** A talent's own reviews and a company's replies to the reviews of its company. */
export const reviewApi = (http: HttpClient) => ({
  getMyReviews: (page: number, pageSize: number) =>
    http.get<Page<OwnReview>>('/Company/GetMyReviews', { page, pageSize }),
  getUserReview: (reviewId: number) => http.get<OwnReview>('/Company/getUserReview', { reviewId }),
  deleteReview: (reviewId: number) => http.post<true>('/Company/deleteReview', undefined, { reviewId }),
  replyToReview: (body: ReplyToReviewBody) => http.post<Schemas['ReviewReplyAnswer']>('/Company/ReplyToReview', body),
  deleteReviewReply: (reviewId: number) => http.post<true>('/Company/DeleteReviewReply', undefined, { reviewId }),
});
