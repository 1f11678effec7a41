import type { AuthSession } from '../../../core/auth/auth-session.js';
import { hasRole } from '../../../core/auth/access.guard.js';
import { Role } from '../../../core/auth/roles.decorator.js';
import { VacancyStatus } from '../../../../shared/enums.js';
import { approvedVacancyCondition, openVacancyCondition } from '../../visibility/vacancy-visibility.sql.js';

/** The columns the rule below reads, over `vacancy v JOIN company c`. */
export const ACCESS_COLUMNS = `v.status, v.approval, ${openVacancyCondition('v')} AS is_open, ${approvedVacancyCondition('v')} AS is_approved,
  c.account_id AS company_account_id`;

export interface VacancyAccessRow {
  status: number;
  approval: number;
  is_open: boolean;
  /** Approved by staff, of a company page staff did not hide. */
  is_approved: boolean;
  company_account_id: number | null;
}

/** Anyone may open the page: it is open, or it was published and approved and has ended since
 *  (its page stays reachable for people who have the link, marked expired). */
export const isPublic = (row: VacancyAccessRow): boolean =>
  row.is_open || (row.is_approved && Number(row.status) !== VacancyStatus.Draft);

/** A vacancy the public may not see (a draft, one waiting for review or rejected) is shown in
 *  preview to its own company, and to staff looking from the back office. */
export const mayPreview = (row: VacancyAccessRow, session: AuthSession | undefined, fromAdmin: boolean): boolean =>
  !!session &&
  ((row.company_account_id !== null && Number(row.company_account_id) === session.accountId) ||
    (fromAdmin && hasRole(session, Role.Admin)));
