import type { Page } from './company';
import type { HttpClient } from './http-client';
import type { ReportItemType, ReportReason } from './reports';

/** Where a report stands. */
export enum ReportStatus {
  Open = 1,
  Dismissed = 2,
  Actioned = 3,
}

/** An account a report names: the reporter, the item's owner, the staff member who resolved it. */
export interface ReportAccount {
  id: number;
  email: string;
  name: string | null;
  isBlocked: boolean;
}

/** What a report is about; null on the report when the item is gone. */
export interface ReportedItem {
  type: ReportItemType;
  id: number;
  title: string;
  titleGE: string | null;
  /** A company's tagline or the beginning of a review's text. */
  summary: string | null;
  /** Where staff open it on the site. */
  link: string;
  company: { id: number; name: string; transformedName: string };
  /** Whose it is: the company's account (none for an unclaimed page) or the review's author. */
  owner: ReportAccount | null;
  isPublic: boolean;
}

export interface AdminReport {
  id: number;
  itemType: ReportItemType;
  itemId: number;
  reason: ReportReason;
  details: string | null;
  status: ReportStatus;
  createdAt: string;
  resolvedAt: string | null;
  reporter: ReportAccount | null;
  resolvedBy: ReportAccount | null;
  item: ReportedItem | null;
  openReportsOfItem: number;
}

export interface ReportsQuery {
  page: number;
  pageSize: number;
  status?: ReportStatus;
  itemType?: ReportItemType;
}

/** The back office's reports queue (staff only). Each action answers the report as it now is. */
export const adminReportsApi = (http: HttpClient) => ({
  getReports: (query: ReportsQuery) => http.get<Page<AdminReport>>('/Admin/GetReports', { ...query }),
  hideReportedItem: (reportId: number) => http.post<AdminReport>('/Admin/HideReportedItem', undefined, { reportId }),
  dismissReport: (reportId: number) => http.post<AdminReport>('/Admin/DismissReport', undefined, { reportId }),
  blockReportedAccount: (reportId: number, reason: string) =>
    http.post<AdminReport>('/Admin/BlockReportedAccount', { reason }, { reportId }),
});

export type AdminReportsApi = ReturnType<typeof adminReportsApi>;
