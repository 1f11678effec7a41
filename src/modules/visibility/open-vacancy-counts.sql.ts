import type { DataSource, EntityManager } from 'typeorm';
import { openVacancyCondition } from './vacancy-visibility.sql.js';

/** SQL of the number of open vacancies (a scalar subquery's body). */
export const openVacancyCountSql = (): string => `SELECT count(*) FROM vacancy v WHERE ${openVacancyCondition('v')}`;

/** SQL of one row per company with open vacancies: `company_id`, `count` (an int). A CTE or a
 *  derived table for lists that sort or page by the count; built on the one rule of "open". */
export const openVacancyCountsByCompanySql = (): string =>
  `SELECT v.company_id, count(*)::int AS count FROM vacancy v WHERE ${openVacancyCondition('v')} GROUP BY v.company_id`;

/** SQL of one company's number of open vacancies as `count` (an int), the company's id given as an
 *  expression of the caller's query (a LATERAL join's body). */
export const openVacancyCountOfCompanySql = (companyId: string): string =>
  `SELECT count(*)::int AS count FROM vacancy v WHERE v.company_id = ${companyId} AND ${openVacancyCondition('v')}`;

/** How many open vacancies each of the companies has, in one query (absent ids have 0). */
export async function openVacancyCountsFor(
  db: DataSource | EntityManager,
  companyIds: number[],
): Promise<Map<number, number>> {
  const counts = new Map<number, number>(companyIds.map((id) => [id, 0]));
  if (companyIds.length === 0) return counts;
  const rows: { company_id: number; count: number }[] = await db.query(
    `SELECT v.company_id, count(*)::int AS count FROM vacancy v
      WHERE v.company_id = ANY($1::int[]) AND ${openVacancyCondition('v')} GROUP BY v.company_id`,
    [companyIds],
  );
  for (const row of rows) counts.set(Number(row.company_id), Number(row.count));
  return counts;
}
