import 'reflect-metadata';
import { readFileSync, writeFileSync } from 'node:fs';
import { createApp, openApiDocument } from '../app.factory.js';
import { AppConfig } from '../config/app-config.js';
import { createLogger } from '../core/logging/logger.js';
import { controllerFiles, renderRouteTable, routeRows, withRouteTable } from './route-table.js';

const DOC = 'docs/architecture.md';

/**
 * `npm run docs:routes`: writes docs/architecture.md's route → file table from the OpenAPI document
 * of the app, built on an in-memory embedded database and never listening. Run it from the
 * repository's root after adding, moving or removing a route; test/route-table.api.spec.ts fails
 * while the table is stale.
 */
async function main(): Promise<void> {
  const config = AppConfig.fromProcessEnv({
    PGLITE_DATA_DIR: 'memory',
    FILES_DIR: 'memory',
    DEMO_DATA: 'never',
    SCHEDULER: 'off',
    LOG_LEVEL: 'silent',
    DATABASE_URL: undefined,
  });
  const app = await createApp(config, createLogger('silent'));
  try {
    const rows = routeRows(openApiDocument(app), controllerFiles(process.cwd()));
    writeFileSync(DOC, withRouteTable(readFileSync(DOC, 'utf8'), renderRouteTable(rows)));
    console.log(`${DOC}: ${rows.length} routes`);
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
