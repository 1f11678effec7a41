import type { DataSource, EntityManager } from 'typeorm';
import { UserActivePage } from '../../../../shared/enums.js';

/**
 * The account module's `user_activity` (page visits) as other modules read and write it: a
 * company's statistics, the company panel's vacancy list and a vacancy's deletion.
 */

/** SQL counting the visits of the vacancy page whose vacancy and company ids `vacancyId` and
 *  `companyId` (expressions) hold. */
export const vacancyVisitCountSql = (vacancyId: string, companyId: string): string =>
  `SELECT count(*)::int FROM user_activity ua
    WHERE ua.company_id = ${companyId} AND ua.page = ${UserActivePage.VacancyPage} AND ua.vacancy_id = ${vacancyId}`;

/** Visits of one kind of page in one bucket of {@link companyPageVisitCounts}. */
export interface PageVisitCount {
  page: UserActivePage;
  /** The bucket's first day, YYYY-MM-DD. */
  bucket: string;
  count: number;
}

/**
 * The visits of company `companyId`'s profile page and vacancy pages per bucket (`unit`: a day or a
 * month of the calendar of `timeZone`), from date `from`'s midnight to the end of date `to`.
 */
export async function companyPageVisitCounts(
  db: DataSource | EntityManager,
  companyId: number,
  timeZone: string,
  { unit, from, to }: { unit: 'day' | 'month'; from: string; to: string },
): Promise<PageVisitCount[]> {
  const rows: { page: number | string; bucket: string; count: number | string }[] = await db.query(
    `SELECT page, to_char(date_trunc($2, created_at AT TIME ZONE $5), 'YYYY-MM-DD') AS bucket,
            count(*)::int AS count
     FROM user_activity
     WHERE company_id = $1 AND page IN (${UserActivePage.CompanyPage}, ${UserActivePage.VacancyPage})
       AND created_at >= ($3::date::timestamp AT TIME ZONE $5)
       AND created_at < (($4::date + 1)::timestamp AT TIME ZONE $5)
     GROUP BY page, bucket`,
    [companyId, unit, from, to, timeZone],
  );
  return rows.map((row) => ({
    page: Number(row.page) as UserActivePage,
    bucket: row.bucket,
    count: Number(row.count),
  }));
}

/** Keeps the visits of a vacancy's page that is being deleted, no longer pointing at it. */
export async function forgetVacancyPageVisits(manager: EntityManager, vacancyId: number): Promise<void> {
  await manager.query(
    `UPDATE user_activity SET vacancy_id = NULL WHERE vacancy_id = $1 AND page = ${UserActivePage.VacancyPage}`,
    [vacancyId],
  );
}
