import type { Page } from './company';
import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';
import { ReportStatus } from '../../../shared/content-report';
import type { ReportItemType } from './reports';

export { ReportStatus };

/** An account a report names: the reporter, the item's owner, the staff member who resolved it. */
export type ReportAccount = Schemas['AdminReportAccount'];

/** What a report is about; null on the report when the item is gone. */
export type ReportedItem = Schemas['AdminReportedItem'];

export type AdminReport = Schemas['AdminReport'];

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
  /** An invitation's report: the inviting company may no longer invite talents. */
  suspendReportedInvitations: (reportId: number, reason: string) =>
    http.post<AdminReport>('/Admin/SuspendReportedInvitations', { reason }, { reportId }),
});

export type AdminReportsApi = ReturnType<typeof adminReportsApi>;
