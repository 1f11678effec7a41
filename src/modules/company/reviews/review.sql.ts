/** SQL expressions of the review `alias`'s columns (company_review) that other modules compose into
 *  their joins, conditions and positional selections (the reports' item, a UNION's branch). */
export const reviewColumns = (alias: string) => ({
  id: `${alias}.id`,
  companyId: `${alias}.company_id`,
  headline: `${alias}.headline`,
  description: `${alias}.description`,
  /** The talent who wrote it (null once the account is gone). */
  authorAccountId: `${alias}.author_account_id`,
  status: `${alias}.status`,
});
