import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';
import { REPORT_DETAILS_MAX, ReportItemType, ReportReason } from '../../../shared/content-report';

export { REPORT_DETAILS_MAX, ReportItemType, ReportReason };

export const REPORT_REASONS = [ReportReason.Fake, ReportReason.Spam, ReportReason.Offensive] as const;

export type ReportInput = Schemas['CreateReportBody'];

/** Reports of content by signed-in talents and companies (once per item; never one's own). */
export const reportsApi = (http: HttpClient) => ({
  /** Answers the thank-you text. */
  createReport: (input: ReportInput) => http.post<string>('/Reports/CreateReport', input),
});

export type ReportsApi = ReturnType<typeof reportsApi>;
