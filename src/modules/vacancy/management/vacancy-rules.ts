import slugify from 'slugify';
import { VacancyApproval, VacancyStatus } from '../../../../shared/enums.js';

/** How long a vacancy title may be (the column's size). */
export const VACANCY_TITLE_MAX_LENGTH = 200;
const SLUG_MAX_LENGTH = 200;

/** The vacancy's URL name: its English title as a slug, then its id (`senior-react-developer-42`). */
export function transformedTitleOf(title: string, id: number): string {
  const slug = slugify(title, { lower: true, strict: true }).slice(0, SLUG_MAX_LENGTH).replace(/-+$/, '');
  return `${slug || 'vacancy'}-${id}`;
}

/**
 * Review mode (spec point 4): what a vacancy's approval becomes when its company publishes it, renews
 * it or edits it while it is public. An unverified company's vacancy waits for staff; a verified
 * company's is approved at once, unless staff had rejected it: then the new version waits too.
 */
export function approvalOnPublishing(companyIsVerified: boolean, previous: VacancyApproval | null): VacancyApproval {
  if (!companyIsVerified || previous === VacancyApproval.Rejected) return VacancyApproval.Pending;
  return VacancyApproval.Approved;
}

/** The status a company sees: an active vacancy past its deadline has ended, even before the
 *  scheduler has marked it so. */
export function effectiveStatus(status: VacancyStatus, deadline: Date | null, now: Date): VacancyStatus {
  return status === VacancyStatus.Active && deadline !== null && deadline.getTime() <= now.getTime()
    ? VacancyStatus.Ended
    : status;
}

/** SQL of {@link effectiveStatus} for the vacancy `alias`. */
export const effectiveStatusSql = (alias: string) =>
  `(CASE WHEN ${alias}.status = ${VacancyStatus.Active} AND ${alias}.deadline <= now() THEN ${VacancyStatus.Ended} ELSE ${alias}.status END)`;
