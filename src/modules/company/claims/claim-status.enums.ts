/** Where a claim of an unclaimed company page stands (company_claim.status). */
export enum ClaimStatus {
  Pending = 1,
  Approved = 2,
  Rejected = 3,
}
