import type { DataSource, EntityManager } from 'typeorm';
import { publicVacancyCondition } from '../visibility/vacancy-access.sql.js';
import { openVacancyCondition } from '../visibility/vacancy-visibility.sql.js';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/**
 * The vacancy table for other modules (docs/architecture.md, "Another module reads or writes an
 * owner's table"): lookups, and selections of `FROM vacancy v` under the caller's condition over
 * `v` (as selectVacancyCards in vacancy-list-item.sql.ts), so no other module names its columns.
 */

/** Whether the vacancy's page is one the public may see (published and approved). */
export async function isPublicVacancy(db: Queryable, vacancyId: number): Promise<boolean> {
  const rows: unknown[] = await db.query(`SELECT 1 FROM vacancy v WHERE v.id = $1 AND ${publicVacancyCondition('v')}`, [
    vacancyId,
  ]);
  return rows.length > 0;
}

/** Which of the vacancies are open now (the one rule of "open"). */
export async function openVacancyIds(db: Queryable, vacancyIds: number[]): Promise<Set<number>> {
  if (vacancyIds.length === 0) return new Set();
  const rows: { id: number }[] = await db.query(
    `SELECT v.id FROM vacancy v WHERE v.id = ANY($1::int[]) AND ${openVacancyCondition('v')}`,
    [vacancyIds],
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/** The ids of the vacancies `v` that meet the SQL condition `where` (`$n` index `params`), in the
 *  order of the SQL ORDER BY list `orderBy` over `v`. */
export async function selectVacancyIds(
  db: Queryable,
  where: string,
  params: unknown[],
  orderBy: string,
): Promise<number[]> {
  const rows: { id: number }[] = await db.query(
    `SELECT v.id FROM vacancy v WHERE ${where} ORDER BY ${orderBy}`,
    params,
  );
  return rows.map((row) => Number(row.id));
}

/** How many vacancies `v` meet the SQL condition `where` (`$n` index `params`). */
export async function countVacancies(db: Queryable, where: string, params: unknown[]): Promise<number> {
  const [{ count }]: { count: number }[] = await db.query(
    `SELECT count(*)::int AS count FROM vacancy v WHERE ${where}`,
    params,
  );
  return Number(count);
}
