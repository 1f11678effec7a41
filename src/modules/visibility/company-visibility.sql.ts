/** SQL condition of a company page the public sees: staff have not hidden it after a report. Every
 *  public read of companies, and of their vacancies and reviews, requires it. */
export const visibleCompanyCondition = (alias: string) => `${alias}.hidden_at IS NULL`;

/** The same rule for a row that holds only the company's id (a vacancy's or a review's `company_id`). */
export const visibleCompanyOf = (companyIdColumn: string) =>
  `NOT EXISTS (SELECT 1 FROM company hidden_company WHERE hidden_company.id = ${companyIdColumn} AND hidden_company.hidden_at IS NOT NULL)`;

/** SQL of the number of company pages the public sees (a scalar subquery's body). */
export const visibleCompanyCountSql = (): string =>
  `SELECT count(*) FROM company c WHERE ${visibleCompanyCondition('c')}`;
