import type { Page } from './company';
import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';

/** The server's MAX_REASON (src/modules/admin/dto/admin-reason.body.ts). */
export const MODERATION_REASON_MAX = 500;

/** The company a queued item belongs to. */
export type ModerationCompany = Schemas['CompanyRef'];

/** A vacancy waiting in the review-mode queue. */
export type PendingVacancy = Schemas['PendingVacancyItem'];

/** A review waiting for moderation, whole, with its author (staff alone see it; null once the
 *  author deleted their account). */
export type PendingReview = Schemas['PendingReviewItem'];

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
