/** The review's columns (company_review) other modules name in their joins, conditions and
 *  positional selections (the reports' item, a UNION's branch), as the driver answers them. */
export interface ReviewColumns {
  id: number;
  company_id: number;
  headline: string;
  description: string;
  /** The talent who wrote it (null once the account is gone). */
  author_account_id: number | null;
  status: number;
}

/** One column of the review joined as `alias`, for a condition, an order or an expression. */
export const reviewColumn = (alias: string, column: keyof ReviewColumns): string => `${alias}.${column}`;
