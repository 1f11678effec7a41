/** Content reports of vacancies, companies, reviews and talent invitations: what, why, and where they stand (server and client). */

/** What a report is about. */
export enum ReportItemType {
  Vacancy = 1,
  Company = 2,
  Review = 3,
  /** A company's invitation; only the invited talent reports it. */
  Invitation = 4,
}

/** Why the item was reported. */
export enum ReportReason {
  Fake = 1,
  Spam = 2,
  Offensive = 3,
}

/** Where a report stands: staff dismiss it or act on its item (hide it, block its owner). */
export enum ReportStatus {
  Open = 1,
  Dismissed = 2,
  Actioned = 3,
}

export const REPORT_DETAILS_MAX = 1000;
