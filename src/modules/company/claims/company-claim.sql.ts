import { ClaimStatus } from '../../../../shared/enums.js';
import { type ColumnSelection, selectColumns, type SelectedRow } from '../../../core/sql/column-selection.js';

/** SQL counting the waiting claims on the company whose id `companyId` (an expression) holds. */
export const pendingClaimCountSql = (companyId: string): string =>
  `SELECT count(*)::int FROM company_claim cl WHERE cl.company_id = ${companyId} AND cl.status = ${ClaimStatus.Pending}`;

/** The claim's columns (company_claim) other modules select or name, as the driver answers them. */
export interface ClaimColumns {
  id: number | string;
  company_id: number | string;
  /** The account that claims the page. */
  account_id: number | string;
  status: number | string;
  message: string | null;
  created_at: Date | string;
  decided_at: Date | string | null;
}

/** One column of the claim joined as `alias`, for a condition, an order or a join. */
export const claimColumn = (alias: string, column: keyof ClaimColumns): string => `${alias}.${column}`;

/** The selected columns of the claim joined as `alias`; the rows carry {@link ClaimColumnsRow}. */
export const selectClaimColumns = (alias: string, selection: ColumnSelection<ClaimColumns>): string =>
  selectColumns(alias, selection);

export type ClaimColumnsRow<S extends ColumnSelection<ClaimColumns>> = SelectedRow<ClaimColumns, S>;

/** SQL counting the claims, or those in the state the caller's parameter holds, as `count`. */
export const claimCountSql = (statusParam: string | null): string =>
  `SELECT count(*)::int AS count FROM company_claim cl${statusParam === null ? '' : ` WHERE cl.status = ${statusParam}`}`;
