import type { Page } from './company';
import type { HttpClient } from './http-client';
import type { Schemas } from './schemas';

/** One audit row: who (null once the account is gone), what, to what, and the values before and after. */
export type AuditRow = Schemas['AuditRow'];

/** What waits for staff, and the 20 newest audit rows. */
export type AdminDashboard = Schemas['AdminDashboard'];

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
