import pg from 'pg';
import { DictionaryType } from '../../shared/enums.js';
import { BENCH_TALENT_PASSWORD } from '../search/talents.js';

/** What the traffic picks from: the public vacancies and companies, the talents, the filters' ids. */
export interface SiteSample {
  openVacancyIds: number[];
  companySlugs: string[];
  /** Words of the companies' names, for the company search. */
  companyWords: string[];
  talents: { id: number; email: string }[];
  talentPassword: string;
  technologyIds: number[];
  cityIds: number[];
}

/** Rows of a query: a PostgreSQL client's, or an embedded PGlite session's (bench/load/load-data.ts). */
export type Rows = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** The sample, read through `rows`. */
export async function siteSampleThrough(rows: Rows): Promise<SiteSample> {
  const column = async <T>(sql: string, params: unknown[] = []): Promise<T[]> =>
    (await rows(sql, params)).map((row) => Object.values(row)[0] as T);
  const names = await column<string>('SELECT name FROM company WHERE hidden_at IS NULL ORDER BY id');
  return {
    openVacancyIds: (
      await column<number>('SELECT id FROM vacancy WHERE status = 1 AND approval = 2 AND deadline > now() ORDER BY id')
    ).map(Number),
    companySlugs: await column<string>('SELECT transformed_name FROM company WHERE hidden_at IS NULL ORDER BY id'),
    companyWords: [...new Set(names.flatMap((name) => name.split(/\s+/)).filter((word) => word.length > 3))],
    talents: (
      await rows('SELECT id, email FROM account WHERE account_kind = 1 AND password_hash IS NOT NULL ORDER BY id')
    ).map((row) => ({ id: Number(row.id), email: String(row.email) })),
    talentPassword: BENCH_TALENT_PASSWORD,
    technologyIds: (
      await column<number>('SELECT id FROM dictionary_item WHERE type = $1 ORDER BY id', [DictionaryType.Technology])
    ).map(Number),
    cityIds: (
      await column<number>('SELECT id FROM dictionary_item WHERE type = $1 ORDER BY id', [DictionaryType.City])
    ).map(Number),
  };
}

export async function readSiteSample(databaseUrl: string): Promise<SiteSample> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return await siteSampleThrough(async (sql, params) => (await db.query(sql, params)).rows);
  } finally {
    await db.end();
  }
}

/** The application rows already there (vacancy:account), so the traffic applies only where none is. */
export async function existingApplications(databaseUrl: string): Promise<Set<string>> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query('SELECT vacancy_id, account_id FROM application');
    return new Set(rows.map((row) => `${row.vacancy_id}:${row.account_id}`));
  } finally {
    await db.end();
  }
}
