import { VacancyStatus } from '../../core/domain/enums.js';

/** SQL condition of a vacancy the public sees as open: active and not past its deadline.
 *  Every count and list of open vacancies uses this one rule. */
export const openVacancyCondition = (alias: string) =>
  `(${alias}.status = ${VacancyStatus.Active} AND (${alias}.deadline IS NULL OR ${alias}.deadline > now()))`;
