import type { DataSource, EntityManager } from 'typeorm';

/** How many matches past a page a vacancy search counts before it says "at least". */
export const COUNT_AHEAD = 500;

export interface CappedCount {
  totalCount: number;
  /** More match than totalCount: the client shows "1,000+". */
  totalCountCapped: boolean;
}

/**
 * Counts the rows `FROM … WHERE …` up to COUNT_AHEAD past the page that starts at `offset`, so a
 * word half the vacancies hold costs five hundred rows, not the whole table (exact counts are what
 * made a broad search slow at 100,000 vacancies; see bench/results.md).
 */
export async function cappedCount(
  db: DataSource | EntityManager,
  from: string,
  where: string,
  params: unknown[],
  offset: number,
  ahead = COUNT_AHEAD,
): Promise<CappedCount> {
  const cap = offset + ahead;
  const [{ count }]: { count: number }[] = await db.query(
    `SELECT count(*)::int AS count FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${cap + 1}) matches`,
    params,
  );
  return Number(count) > cap
    ? { totalCount: cap, totalCountCapped: true }
    : { totalCount: Number(count), totalCountCapped: false };
}
