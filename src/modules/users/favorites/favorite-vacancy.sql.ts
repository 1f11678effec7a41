import type { DataSource, EntityManager } from 'typeorm';

/** The users module's `favorite_vacancy` as other modules read it: a vacancy card's saved mark. */

/** Which of the vacancies the signed-in talent saved (none for anyone else). */
export async function favoriteVacancyIds(
  db: DataSource | EntityManager,
  talentAccountId: number | null,
  vacancyIds: number[],
): Promise<Set<number>> {
  if (talentAccountId === null || vacancyIds.length === 0) return new Set();
  const rows: { vacancy_id: number }[] = await db.query(
    'SELECT vacancy_id FROM favorite_vacancy WHERE account_id = $1 AND vacancy_id = ANY($2::int[])',
    [talentAccountId, vacancyIds],
  );
  return new Set(rows.map((row) => Number(row.vacancy_id)));
}
