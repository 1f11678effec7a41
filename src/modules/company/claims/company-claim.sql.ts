import { ClaimStatus } from '../../../../shared/enums.js';

/** SQL counting the claims in the state the caller's parameter holds (e.g. `$1`). */
export const claimCountOfStatusSql = (statusParam: string): string =>
  `SELECT count(*)::int FROM company_claim WHERE status = ${statusParam}`;

/** SQL counting the waiting claims on the company whose id `companyId` (an expression) holds. */
export const pendingClaimCountSql = (companyId: string): string =>
  `SELECT count(*)::int FROM company_claim cl WHERE cl.company_id = ${companyId} AND cl.status = ${ClaimStatus.Pending}`;
