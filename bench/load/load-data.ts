import 'reflect-metadata';
import { DataSource, type QueryRunner } from 'typeorm';
import { AppConfig } from '../../src/config/app-config.js';
import { buildDataSourceOptions } from '../../src/database/data-source-options.js';
import { seedReferenceData } from '../../src/database/seed/reference-data.seeder.js';
import { createScratchDatabase } from '../../test/support/test-app.js';
import { fillCompanies } from '../search/companies.js';
import { loadDictionaryIds } from '../search/sql-pieces.js';
import { fillTalents } from '../search/talents.js';
import { fillVacancies, fillVacancyTechnologies } from '../search/vacancies.js';
import { type SiteSample, siteSampleThrough } from './site-sample.js';

/** A mid-sized site: enough rows that the plans are realistic, few enough to build in under a minute. */
export const LOAD_SHAPE = { companies: 200, vacancies: 2_000, talents: 1_000, applications: 500, favorites: 1_000 };

export interface LoadCounts {
  companies: number;
  vacancies: number;
  openVacancies: number;
  talents: number;
  applications: number;
}

export interface LoadData {
  url: string;
  seconds: number;
  counts: LoadCounts;
  postgresVersion: string;
  drop(): Promise<void>;
}

/**
 * Migrates `db`, seeds the reference data and fills it by the search benchmark's generators
 * (bench/search) in LOAD_SHAPE, through one session (`runner`); returns the counts and the server's
 * version. The same for a PostgreSQL database and an embedded PGlite one.
 */
async function fillLoadShape(db: DataSource, runner: QueryRunner): Promise<{ counts: LoadCounts; version: string }> {
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
  return { counts, version };
}

/**
 * A scratch database on the PostgreSQL server of `serverUrl`, migrated, seeded with the reference
 * data and filled by the search benchmark's generators (bench/search) in LOAD_SHAPE.
 */
export async function createLoadDatabase(serverUrl: string): Promise<LoadData> {
  const started = Date.now();
  const scratch = await createScratchDatabase(serverUrl);
  const db = new DataSource(
    buildDataSourceOptions(
      AppConfig.fromProcessEnv({ DATABASE_URL: scratch.url, LOG_LEVEL: 'warn', SQL_TRACE_FILE: '' }),
    ),
  );
  await db.initialize();
  const runner = db.createQueryRunner();
  let made = false;
  try {
    const { counts, version } = await fillLoadShape(db, runner);
    made = true;
    return {
      url: scratch.url,
      seconds: (Date.now() - started) / 1000,
      counts,
      postgresVersion: version,
      drop: scratch.drop,
    };
  } finally {
    await runner.release();
    await db.destroy();
    if (!made) await scratch.drop();
  }
}

/**
 * The embedded database of PGLITE_DATA_DIR=`dataDir` (no DATABASE_URL), opened as the server opens
 * it (buildDataSourceOptions: PGlite with its extensions, one serialised session). Only while no
 * server holds the folder: PGlite serves one process.
 */
async function openPGlite(dataDir: string): Promise<DataSource> {
  const config = AppConfig.fromProcessEnv({
    DATABASE_URL: '',
    PGLITE_DATA_DIR: dataDir,
    PGLITE_TEMPLATE: '',
    LOG_LEVEL: 'warn',
    SQL_TRACE_FILE: '',
  });
  if (config.database.kind !== 'pglite') throw new Error('Expected the embedded database');
  const db = new DataSource(buildDataSourceOptions(config));
  await db.initialize();
  return db;
}

export interface PGliteLoadData {
  dataDir: string;
  seconds: number;
  counts: LoadCounts;
  postgresVersion: string;
  /** Read before the server starts (it then holds the folder). */
  sample: SiteSample;
  /** The application rows there (vacancy:account). */
  existingApplications: Set<string>;
}

/**
 * The same data as createLoadDatabase (migrations, reference data, LOAD_SHAPE by the same
 * generators and seed) in a new embedded PGlite database in `dataDir`, made before the server
 * starts on it; the site sample and the existing applications are read in the same session.
 */
export async function createPGliteLoadData(dataDir: string): Promise<PGliteLoadData> {
  const started = Date.now();
  const db = await openPGlite(dataDir);
  const runner = db.createQueryRunner();
  try {
    const { counts, version } = await fillLoadShape(db, runner);
    const seconds = (Date.now() - started) / 1000;
    const rows = (sql: string, params?: unknown[]) => runner.query(sql, params) as Promise<Record<string, unknown>[]>;
    const sample = await siteSampleThrough(rows);
    const existing = await rows('SELECT vacancy_id, account_id FROM application');
    return {
      dataDir,
      seconds,
      counts,
      postgresVersion: version,
      sample,
      existingApplications: new Set(existing.map((row) => `${row.vacancy_id}:${row.account_id}`)),
    };
  } finally {
    await runner.release();
    await db.destroy();
  }
}

/** The application rows of the embedded database in `dataDir` (after the server has stopped). */
export async function countPGliteApplications(dataDir: string): Promise<number> {
  const db = await openPGlite(dataDir);
  try {
    const [{ count }] = await db.query('SELECT count(*) AS count FROM application');
    return Number(count);
  } finally {
    await db.destroy();
  }
}
