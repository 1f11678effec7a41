import { ApplicationStatus } from '../../../api/enums';

/** Every status in the order an application moves through them, with its i18n key and badge colour. */
export const APPLICATION_STATUSES: { status: ApplicationStatus; key: string; color: string }[] = [
  { status: ApplicationStatus.New, key: 'new', color: 'blue' },
  { status: ApplicationStatus.Viewed, key: 'viewed', color: 'gray' },
  { status: ApplicationStatus.Shortlisted, key: 'shortlisted', color: 'violet' },
  { status: ApplicationStatus.Interview, key: 'interview', color: 'orange' },
  { status: ApplicationStatus.Offer, key: 'offer', color: 'cyan' },
  { status: ApplicationStatus.Hired, key: 'hired', color: 'teal' },
  { status: ApplicationStatus.Rejected, key: 'rejected', color: 'red' },
];

/** The statuses a company can set (New is only ever the server's). */
export const SETTABLE_STATUSES = APPLICATION_STATUSES.filter((s) => s.status !== ApplicationStatus.New);

export function statusInfo(status: ApplicationStatus) {
  return APPLICATION_STATUSES.find((s) => s.status === status) ?? APPLICATION_STATUSES[0];
}

/** The i18n key of a status's label. */
export const statusLabelKey = (status: ApplicationStatus) => `applicationStatus.${statusInfo(status).key}`;
