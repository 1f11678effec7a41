import { mkdirSync, readFileSync } from 'node:fs';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { DataSourceOptions } from 'typeorm';
import { migrations } from '../../migrations/index.js';
import type { AppConfig } from '../config/app-config.js';
import { serializedPGliteDriver } from './serialized-pglite-pool.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';
import { SqlTraceLogger } from './sql-trace-logger.js';

/** How long a request waits for a PostgreSQL connection (a new one, or a free one of the pool). */
export const DATABASE_CONNECT_TIMEOUT_MS = 10_000;

/** One description of the database for the app, the migration command and the tests:
 *  PostgreSQL when DATABASE_URL is set, embedded PGlite otherwise. */
export function buildDataSourceOptions(config: AppConfig): DataSourceOptions {
  const logging: ('error' | 'warn')[] = ['error', 'warn'];
  const common = {
    type: 'postgres' as const,
    migrations,
    migrationsTableName: 'migrations',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    logging,
    ...(config.sqlTraceFile ? { logger: new SqlTraceLogger(config.sqlTraceFile, logging) } : {}),
  };
  if (config.database.kind === 'postgres') {
    // A server that does not answer at all (a host gone, a network cut) would otherwise hold each
    // request for the operating system's TCP timeout (minutes); this way it fails as a 503.
    return { ...common, url: config.database.url, connectTimeoutMS: DATABASE_CONNECT_TIMEOUT_MS, extra: { max: 10 } };
  }
  const { dataDir, templateFile } = config.database;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // A fresh in-memory database may start from a dump instead of empty (the tests' template).
  const loadDataDir = !dataDir && templateFile ? new Blob([readFileSync(templateFile)]) : undefined;
  // One PGlite session for the whole process: its pool lends it to one connection at a time
  // (see serialized-pglite-pool.ts), so concurrent requests cannot mix their transactions.
  const driver = serializedPGliteDriver({
    dataDir: dataDir ?? undefined,
    loadDataDir,
    extensions: { pg_trgm, fuzzystrmatch },
  });
  return { ...common, driver, extra: { max: 1 } };
}
