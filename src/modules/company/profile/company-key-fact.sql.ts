/**
 * The company module's `company_key_fact` (what each company stated for a key fact) as other
 * modules read it: the back office's key facts editor counts and checks its use here.
 */

/** SQL counting the companies that stated the key fact whose id `definitionId` (an expression) holds. */
export const keyFactUsageCountSql = (definitionId: string): string =>
  `SELECT count(*)::int FROM company_key_fact f WHERE f.key_fact_id = ${definitionId}`;

/** SQL condition: a company chose the option whose id `optionId` (an expression) holds, for the
 *  key fact whose id `definitionId` (an expression) holds. */
export const keyFactOptionChosenSql = (definitionId: string, optionId: string): string =>
  `EXISTS (SELECT 1 FROM company_key_fact f WHERE f.key_fact_id = ${definitionId} AND ${optionId} = ANY (f.checked_options))`;
