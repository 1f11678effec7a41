import pg from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../src/config/app-config.js';
import { buildDataSourceOptions } from '../../src/database/data-source-options.js';
import { seedReferenceData } from '../../src/database/seed/reference-data.seeder.js';
import { templateName } from './pglite-template.js';

const PREFIX = 'techboard_template_';

/** The server's URL with another database in its path. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Work on a connection of its own to the database of DATABASE_URL (never a test file's). */
export async function withAdminClient<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * The PostgreSQL twin of the PGlite template: a database migrated and seeded with the reference data
 * once per server and content (named like the PGlite dump, by the day and a hash of the migrations,
 * the reference seed and the search text rules), that each test file's scratch database is copied
 * from (`CREATE DATABASE … TEMPLATE`, a fraction of a second) instead of migrating and seeding an
 * empty one (several seconds). Returns its name.
 *
 * Two workers may ask at once: the first takes an advisory lock and builds it under a name of its
 * own, renamed into place when complete (so a crash never leaves a half-made template behind); the
 * other waits on the lock and then finds it. Templates of earlier days are dropped on the way.
 */
export async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `${PREFIX}${templateName().replace(/-/g, '_')}`;
  const exists = async (client: pg.Client) =>
    (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;
  await withAdminClient(serverUrl, async (client) => {
    if (await exists(client)) return;
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [PREFIX]);
    try {
      if (await exists(client)) return;
      const building = `${name}_${process.pid}`;
      await client.query(`DROP DATABASE IF EXISTS ${building}`);
      await client.query(`CREATE DATABASE ${building}`);
      await migrateAndSeed(databaseUrl(serverUrl, building));
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      await dropEarlierTemplates(client, name);
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [PREFIX]);
    }
  });
  return name;
}

/** What the app does to an empty database at start-up: every migration in one transaction (the
 *  default of TypeORM's `migrationsRun`), then the reference seed in another. */
async function migrateAndSeed(url: string): Promise<void> {
  const dataSource = new DataSource(
    buildDataSourceOptions(AppConfig.fromProcessEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: url })),
  );
  await dataSource.initialize();
  try {
    await dataSource.runMigrations({ transaction: 'all' });
    await dataSource.transaction((db) => seedReferenceData(db));
  } finally {
    await dataSource.destroy();
  }
}

/** Templates named by an earlier day (a run of today may still be copying one of today's). */
async function dropEarlierTemplates(client: pg.Client, current: string): Promise<void> {
  const today = current.slice(PREFIX.length, PREFIX.length + 10);
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database WHERE datname LIKE $1 AND substr(datname, $2, 10) < $3`,
    [`${PREFIX}%`, PREFIX.length + 1, today],
  );
  for (const { datname } of rows) {
    await client.query(`DROP DATABASE IF EXISTS ${datname}`).catch(() => undefined);
  }
}
