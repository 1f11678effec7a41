import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../src/config/app-config.js';
import { buildDataSourceOptions } from '../../src/database/data-source-options.js';
import { seedReferenceData } from '../../src/database/seed/reference-data.seeder.js';
import { createScratchDatabase } from '../../test/support/test-app.js';
import { fillCompanies } from '../search/companies.js';
import { loadDictionaryIds } from '../search/sql-pieces.js';
import { fillTalents } from '../search/talents.js';
import { fillVacancies, fillVacancyTechnologies } from '../search/vacancies.js';

/** A mid-sized site: enough rows that the plans are realistic, few enough to build in under a minute. */
export const LOAD_SHAPE = { companies: 200, vacancies: 2_000, talents: 1_000, applications: 500, favorites: 1_000 };

export interface LoadData {
  url: string;
  seconds: number;
  counts: { companies: number; vacancies: number; openVacancies: number; talents: number; applications: number };
  postgresVersion: string;
  drop(): Promise<void>;
}

/**
 * A scratch database on the PostgreSQL server of `serverUrl`, migrated, seeded with the reference
 * data and filled by the search benchmark's generators (bench/search) in LOAD_SHAPE.
 */
export async function createLoadDatabase(serverUrl: string): Promise<LoadData> {
  const started = Date.now();
  const scratch = await createScratchDatabase(serverUrl);
  const db = new DataSource(buildDataSourceOptions(AppConfig.fromProcessEnv({ DATABASE_URL: scratch.url, LOG_LEVEL: 'warn', SQL_TRACE_FILE: '' })));
  await db.initialize();
  const runner = db.createQueryRunner();
  let made = false;
  try {
    await db.runMigrations({ transaction: 'each' });
    await db.transaction((manager) => seedReferenceData(manager));
    const dictionary = await loadDictionaryIds((sql) => runner.query(sql));
    // One session, so one seed makes the same data every run.
    await runner.query('SELECT setseed(0.42)');
    const query = (sql: string, params?: unknown[]) => runner.query(sql, params);
    await fillCompanies(query, dictionary, LOAD_SHAPE.companies);
    await fillVacancies(query, dictionary, LOAD_SHAPE.vacancies);
    await fillVacancyTechnologies(query, dictionary);
    await fillTalents(query, dictionary, LOAD_SHAPE);
    await runner.query('VACUUM ANALYZE');
    const [counts] = await runner.query(
      `SELECT (SELECT count(*) FROM company)::int AS companies,
              (SELECT count(*) FROM vacancy)::int AS vacancies,
              (SELECT count(*) FROM vacancy WHERE status = 1 AND approval = 2 AND deadline > now())::int AS "openVacancies",
              (SELECT count(*) FROM account WHERE account_kind = 1)::int AS talents,
              (SELECT count(*) FROM application)::int AS applications`,
    );
    const [{ version }] = await runner.query("SELECT current_setting('server_version') AS version");
    made = true;
    return { url: scratch.url, seconds: (Date.now() - started) / 1000, counts, postgresVersion: version, drop: scratch.drop };
  } finally {
    await runner.release();
    await db.destroy();
    if (!made) await scratch.drop();
  }
}
