import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';

/** What a report is about. */
export enum ReportItemType {
  Vacancy = 1,
  Company = 2,
  Review = 3,
}

/** Why the item was reported. */
export enum ReportReason {
  Fake = 1,
  Spam = 2,
  Offensive = 3,
}

export const REPORT_REASONS = [ReportReason.Fake, ReportReason.Spam, ReportReason.Offensive] as const;
export const REPORT_DETAILS_MAX = 1000;

export type ReportInput = Schemas['CreateReportBody'];

/** Reports of content by signed-in talents and companies (once per item; never one's own). */
export const reportsApi = (http: HttpClient) => ({
  /** Answers the thank-you text. */
  createReport: (input: ReportInput) => http.post<string>('/Reports/CreateReport', input),
});

export type ReportsApi = ReturnType<typeof reportsApi>;
