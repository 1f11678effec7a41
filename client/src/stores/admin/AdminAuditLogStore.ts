import type { AdminDashboardApi, AuditRow } from '../../api/admin-dashboard';
import { SearchedPagedList } from '../base/SearchedPagedList';

export const AUDIT_PAGE_SIZE = 20;
/** Letters, digits and dots, as the server takes an action or an area. */
const ACTION = /^[A-Za-z0-9.]{1,60}$/;

/** The whole audit log, newest first, a page at a time, filtered by an action or an area (the
 *  search text; one the server would refuse is not sent). */
export const adminAuditLog = (api: AdminDashboardApi, debounceMs?: number) =>
  new SearchedPagedList<AuditRow>(({ search }, page, pageSize) => api.getAuditLog({ page, pageSize, action: search }), {
    filters: {},
    pageSize: AUDIT_PAGE_SIZE,
    debounceMs,
    accepts: (text) => ACTION.test(text),
  });
