import type { Page } from './company';
import type { ReviewVisibility } from './enums';
import type { HttpClient } from './http-client';
import type { ReviewStatus } from './reviews';

/** The server's MAX_REASON (src/modules/admin/dto/admin-reason.body.ts). */
export const MODERATION_REASON_MAX = 500;

/** The company a queued item belongs to. */
export interface ModerationCompany {
  id: number;
  name: string;
  transformedName: string;
}

/** A vacancy waiting in the review-mode queue. */
export interface PendingVacancy {
  id: number;
  title: string;
  titleGE: string | null;
  company: ModerationCompany;
  createdAt: string;
  updatedAt: string;
}

/** A review waiting for moderation, whole, with its author (staff alone see it; null once the
 *  author deleted their account). */
export interface PendingReview {
  id: number;
  company: ModerationCompany;
  rating: number;
  headline: string;
  description: string;
  pros: string | null;
  cons: string | null;
  advice: string | null;
  benefits: string | null;
  visibility: ReviewVisibility;
  position: string | null;
  tenure: string | null;
  status: ReviewStatus;
  createdAt: string;
  updatedAt: string;
  author: { accountId: number; fullName: string | null; email: string } | null;
}

type PageQuery = { page: number; pageSize: number };

/** The back office's moderation queues (staff only). Each decision answers its confirmation text. */
export const adminModerationApi = (http: HttpClient) => ({
  getPendingVacancies: (query: PageQuery) => http.get<Page<PendingVacancy>>('/Admin/GetPendingVacancies', query),
  approveVacancy: (vacancyId: number) => http.post<string>('/Admin/ApproveVacancy', undefined, { vacancyId }),
  rejectVacancy: (vacancyId: number, reason: string) =>
    http.post<string>('/Admin/RejectVacancy', { reason }, { vacancyId }),
  getPendingReviews: (query: PageQuery) => http.get<Page<PendingReview>>('/Admin/GetPendingReviews', query),
  approveReview: (reviewId: number) => http.post<string>('/Admin/ApproveReview', undefined, { reviewId }),
  rejectReview: (reviewId: number, reason: string) =>
    http.post<string>('/Admin/RejectReview', { reason }, { reviewId }),
});

export type AdminModerationApi = ReturnType<typeof adminModerationApi>;
