import { VacancyApproval, VacancyStatus } from '../../../shared/enums.js';
import { visibleCompanyOf } from './company-visibility.sql.js';

/** SQL condition of a vacancy staff let the public see (review mode: an unverified company's
 *  vacancy waits for approval, and a rejected one stays hidden; nor is one of a company page staff
 *  hid). Every public view of a vacancy, open or ended, requires it. */
export const approvedVacancyCondition = (alias: string) =>
  `(${alias}.approval = ${VacancyApproval.Approved} AND ${visibleCompanyOf(`${alias}.company_id`)})`;

/** SQL condition of a vacancy the public sees as open: active, approved and not past its deadline.
 *  Every count and list of open vacancies uses this one rule. */
export const openVacancyCondition = (alias: string) =>
  `(${alias}.status = ${VacancyStatus.Active} AND ${approvedVacancyCondition(alias)} AND (${alias}.deadline IS NULL OR ${alias}.deadline > now()))`;
