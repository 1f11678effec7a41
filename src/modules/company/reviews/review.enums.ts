/** A review's moderation state: staff approve or reject it; any create or update makes it pending again. */
export enum ReviewStatus {
  Pending = 1,
  Approved = 2,
  Rejected = 3,
}
