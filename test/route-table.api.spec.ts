import { readFileSync } from 'node:fs';
import { openApiDocument } from '../src/app.factory.js';
import {
  controllerFiles,
  renderRouteTable,
  ROUTE_TABLE_END,
  ROUTE_TABLE_START,
  routeRows,
} from '../src/cli/route-table.js';
import { apiRoutes } from './support/route-table.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** docs/architecture.md's route → file table is the one the OpenAPI document gives today. */
describe('the route table of docs/architecture.md', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists every route with the file of its controller (npm run docs:routes writes it)', () => {
    const rows = routeRows(openApiDocument(t.app), controllerFiles(process.cwd()));
    const doc = readFileSync('docs/architecture.md', 'utf8');
    const written = doc.slice(doc.indexOf(ROUTE_TABLE_START) + ROUTE_TABLE_START.length, doc.indexOf(ROUTE_TABLE_END));
    expect(written.trim()).toBe(renderRouteTable(rows));
    // The OpenAPI document leaves no API route out.
    const documented = new Set(rows.map((row) => `${row.method} ${row.path.replace(/\{(\w+)\}/g, ':$1')}`));
    expect(apiRoutes(t.app).filter((route) => !documented.has(route.key))).toEqual([]);
  });
});
