import type { INestApplication } from '@nestjs/common';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from 'pino';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.factory.js';
import { AppConfig } from '../../src/config/app-config.js';
import { createLogger } from '../../src/core/logging/logger.js';
import { pgliteTemplatePath, saveTemplate, templateExists } from './pglite-template.js';
import { databaseUrl, postgresTemplate, withAdminClient } from './postgres-template.js';

export interface TestApp {
  app: INestApplication;
  http: ReturnType<typeof request>;
  db: DataSource;
  /** Overrides that start a second instance of the app on this one's database (as a second process
   *  behind a load balancer): on PGlite the file's one in-memory database, on PostgreSQL its URL. */
  sameDatabase: Record<string, string>;
  close(): Promise<void>;
}

/**
 * Boots the whole application on a real database of its own: a fresh in-memory PGlite, or, when
 * DATABASE_URL is set (CI), a new PostgreSQL database created for this test file and dropped after.
 * Both start as a copy of a migrated and seeded template made once (pglite-template.ts,
 * postgres-template.ts), so a boot only checks the migrations instead of running them all.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { logger?: Logger } = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  // A DATABASE_URL of the caller's own (a database that outlives one app) is used as it is.
  const database =
    serverUrl && !env.DATABASE_URL
      ? await createScratchDatabase(serverUrl, { template: await postgresTemplate(serverUrl) })
      : null;
  // On PGlite, a migrated and seeded template (made by the first app that needs it) is loaded
  // instead of migrating an empty database again; an app with demo data or a data folder of its
  // own starts its own way.
  const template =
    database || env.DATABASE_URL || env.PGLITE_DATA_DIR || env.DEMO_DATA === 'always' ? null : pgliteTemplatePath();
  const fromTemplate = template !== null && templateExists(template);
  const config = AppConfig.fromProcessEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PGLITE_DATA_DIR: 'memory',
    DEMO_DATA: 'never',
    BOT_CHECK: 'off',
    SCHEDULER: 'off',
    FILES_DIR: 'memory',
    MAIL_DIR: join(tmpdir(), `techboard-test-mail-${process.pid}`),
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    // Tests change data and look at once; test/read-cache.api.spec.ts turns the cache on.
    READ_CACHE_SECONDS: '0',
    // The copy of the PostgreSQL template holds the reference data already, like the PGlite one.
    ...(database ? { DATABASE_URL: database.url, REFERENCE_SEED: 'off' } : {}),
    ...(fromTemplate ? { PGLITE_TEMPLATE: template } : {}),
    ...env,
  });
  const app = await createApp(config, options.logger ?? createLogger('silent'));
  await app.init();
  if (template && !fromTemplate) await saveTemplate(template);
  return {
    app,
    http: request(app.getHttpServer()),
    db: app.get(DataSource),
    sameDatabase: config.database.kind === 'postgres' ? { DATABASE_URL: config.database.url } : {},
    close: async () => {
      await app.close();
      await database?.drop();
    },
  };
}

/** A new database on the server of `serverUrl`: empty, or a copy of `template`. */
export async function createScratchDatabase(
  serverUrl: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `techboard_test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = (sql: string) => withAdminClient(serverUrl, (client) => client.query(sql));
  await admin(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
