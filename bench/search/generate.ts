import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../src/config/app-config.js';
import { buildDataSourceOptions } from '../../src/database/data-source-options.js';
import { seedReferenceData } from '../../src/database/seed/reference-data.seeder.js';
import { BENCH_DATABASE, type GenerationNote, recreateBenchDatabase, serverUrl } from './bench-database.js';
import { fillCompanies } from './companies.js';
import { fillSearchingCompany, fillTalentDirectory } from './directory.js';
import { computeSalaryInsights } from './salaries.js';
import { loadDictionaryIds } from './sql-pieces.js';
import { fillTalents } from './talents.js';
import { fillVacancies, fillVacancyTechnologies } from './vacancies.js';

/**
 * `npm run bench:data`: (re)creates the search benchmark's database `techboard_bench` on the server
 * of DATABASE_URL (else the local one), migrates it, seeds the reference data and fills it,
 * set-based: 5,000 companies, 100,000 vacancies with their technologies, 50,000 talents with
 * applications and favourites, their profiles and talent directory entries, and a company to search them as. Rows go in the natural order (companies, vacancies, technology
 * links) so the search columns' triggers fire as they would in use. `npm run bench` measures it.
 */
const SHAPE = { companies: 5_000, vacancies: 100_000, talents: 50_000, applications: 30_000, favorites: 40_000 };

async function main(): Promise<void> {
  const started = Date.now();
  const url = await recreateBenchDatabase(await serverUrl());
  console.log(`Recreated ${BENCH_DATABASE}; migrating and seeding the reference data ...`);
  const db = new DataSource(
    buildDataSourceOptions(AppConfig.fromProcessEnv({ DATABASE_URL: url, LOG_LEVEL: 'warn', SQL_TRACE_FILE: '' })),
  );
  await db.initialize();
  const runner = db.createQueryRunner();
  const seconds: Record<string, number> = {};
  const step = async (name: string, work: () => Promise<unknown>) => {
    const at = Date.now();
    await work();
    seconds[name] = Math.round((Date.now() - at) / 100) / 10;
    console.log(`  ${name}: ${seconds[name]} s`);
  };
  try {
    await step('migrations and reference data', async () => {
      await db.runMigrations({ transaction: 'each' });
      await db.transaction((manager) => seedReferenceData(manager));
    });
    const dictionary = await loadDictionaryIds((sql) => runner.query(sql));
    // One session, so one seed makes the same data every run.
    await runner.query('SELECT setseed(0.42)');
    const query = (sql: string, params?: unknown[]) => runner.query(sql, params);
    await step('companies', () => fillCompanies(query, dictionary, SHAPE.companies));
    await step('vacancies', () => fillVacancies(query, dictionary, SHAPE.vacancies));
    await step('vacancy technologies', () => fillVacancyTechnologies(query, dictionary));
    await step('talents, applications, favourites', () => fillTalents(query, dictionary, SHAPE));
    // VACUUM too: a live database's autovacuum keeps the visibility map current, which lets the
    // covering indexes answer counts without reading the rows; a fresh bulk load has none yet.
    await step('talent directory', async () => {
      await fillTalentDirectory(query, dictionary);
      await fillSearchingCompany(query, dictionary);
    });
    await step('salary insights', () => computeSalaryInsights(query, runner.manager));
    await step('VACUUM ANALYZE', () => runner.query('VACUUM ANALYZE'));
    const note: GenerationNote = {
      generatedAt: new Date().toISOString(),
      seconds: { ...seconds, total: Math.round((Date.now() - started) / 1000) },
    };
    await runner.query(`COMMENT ON DATABASE ${BENCH_DATABASE} IS '${JSON.stringify(note)}'`);
    const [counts] = await runner.query(
      `SELECT (SELECT count(*) FROM company)::int AS companies,
              (SELECT count(*) FROM vacancy)::int AS vacancies,
              (SELECT count(*) FROM vacancy WHERE status = 1 AND approval = 2 AND deadline > now())::int AS open,
              (SELECT count(*) FROM vacancy_technology)::int AS technology_links,
              (SELECT count(*) FROM account WHERE account_kind = 1)::int AS talents,
              (SELECT count(*) FROM application)::int AS applications,
              (SELECT count(*) FROM favorite_vacancy)::int AS favourites,
              (SELECT count(*) FROM talent_directory WHERE visible)::int AS visible_talents,
              pg_size_pretty(pg_database_size(current_database())) AS size`,
    );
    console.log(`Done in ${note.seconds.total} s: ${JSON.stringify(counts)}`);
  } finally {
    await runner.release();
    await db.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
