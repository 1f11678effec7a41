import { ApplicationStatus } from '../../../../shared/enums.js';

/**
 * The rules of an application's status, all in one place.
 *
 * - A new application is New; opening it in the company panel makes it Viewed.
 * - The company may move it to any other status at any time (Viewed, Shortlisted, Interview, Offer,
 *   Hired, Rejected), also out of Hired or Rejected, but never back to New: New means "nobody at
 *   the company has looked at it yet".
 * - Moving it to the status it already has changes nothing.
 * - The talent gets a mail when it moves into Interview, Offer or Rejected; the rejection mail only
 *   when the company has not turned it off.
 */

/** The statuses a company can set. */
export const SETTABLE_STATUSES: readonly ApplicationStatus[] = [
  ApplicationStatus.Viewed,
  ApplicationStatus.Shortlisted,
  ApplicationStatus.Interview,
  ApplicationStatus.Offer,
  ApplicationStatus.Hired,
  ApplicationStatus.Rejected,
];

export const canMoveTo = (to: ApplicationStatus): boolean => SETTABLE_STATUSES.includes(to);

/** The status mails: which statuses tell the talent, and whether this company wants it sent. */
export type StatusMailKind = 'interview' | 'offer' | 'rejected';

export function statusMailFor(to: ApplicationStatus, sendRejectionMail: boolean): StatusMailKind | null {
  switch (to) {
    case ApplicationStatus.Interview:
      return 'interview';
    case ApplicationStatus.Offer:
      return 'offer';
    case ApplicationStatus.Rejected:
      return sendRejectionMail ? 'rejected' : null;
    default:
      return null;
  }
}
