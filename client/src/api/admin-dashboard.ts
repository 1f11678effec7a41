import type { Page } from './company';
import type { HttpClient } from './http-client';

/** One audit row: who (null once the account is gone), what, to what, and the values before and after. */
export interface AuditRow {
  id: number;
  createdAt: string;
  actor: { id: number; name: string | null; email: string } | null;
  action: string;
  targetType: string | null;
  targetId: number | null;
  before: unknown;
  after: unknown;
}

/** What waits for staff, and the 20 newest audit rows. */
export interface AdminDashboard {
  pendingVacancies: number;
  pendingReviews: number;
  pendingClaims: number;
  unverifiedCompanies: number;
  newAccountsThisWeek: number;
  outbox: { waiting: number; failed: number };
  openReports: number;
  openTickets: number;
  recentAudit: AuditRow[];
}

export interface AuditLogQuery {
  page: number;
  pageSize: number;
  /** One action ('accounts.blocked') or its area ('accounts'). */
  action?: string;
}

/** The back office's dashboard and audit log (staff only). */
export const adminDashboardApi = (http: HttpClient) => ({
  getDashboard: () => http.get<AdminDashboard>('/Admin/GetDashboard'),
  getAuditLog: (query: AuditLogQuery) => http.get<Page<AuditRow>>('/Admin/GetAuditLog', { ...query }),
});

export type AdminDashboardApi = ReturnType<typeof adminDashboardApi>;
