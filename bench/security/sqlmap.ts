import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoLogins } from '../../src/database/seed/demo-accounts.js';
import { createScratchDatabase } from '../../test/support/test-app.js';
import { startServer } from '../search/server.js';
import { demoFacts } from './demo-facts.js';
import { sqlmapReport, type TargetOutcome } from './sqlmap-report.js';
import { runSqlmap, SQLMAP_LEVEL, SQLMAP_RISK, sqlmapVersion } from './sqlmap-runner.js';
import { type Caller, declaredParameters, SQLMAP_TARGETS, targetUrl } from './sqlmap-targets.js';

/** `npm run security:sqlmap`: sqlmap against the search, list and detail endpoints of the built
 *  server on a scratch PostgreSQL database with the demo data; writes bench/sqlmap-report.md and
 *  exits 1 when any parameter is injectable or a run gives no verdict. */

const DEFAULT_SERVER = 'postgres://postgres@127.0.0.1:5432/test';
const REPORT = 'bench/sqlmap-report.md';

/** A fresh access token of a demo login (they last 15 minutes: one per run). */
async function bearerOf(baseUrl: string, caller: Caller): Promise<Record<string, string>> {
  if (caller === 'visitor') return {};
  const { email, password } = demoLogins[caller];
  const response = await fetch(`${baseUrl}/api/Account/SignIn`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!response.ok || !body.data?.token) throw new Error(`The demo ${caller} could not sign in: ${response.status}`);
  return { Authorization: `Bearer ${body.data.token}` };
}

function seedDemoDatabase(databaseUrl: string, filesDir: string): void {
  const run = spawnSync(process.execPath, ['dist/src/database/migrate.js', '--demo'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, FILES_DIR: filesDir, LOG_LEVEL: 'warn' },
  });
  if (run.status !== 0) throw new Error(`Migrating and seeding the scratch database failed (exit code ${run.status})`);
}

async function main(): Promise<number> {
  const started = Date.now();
  const loadAtStart = loadavg()[0];
  const scratch = mkdtempSync(join(tmpdir(), 'techboard-sqlmap-'));
  const database = await createScratchDatabase(process.env.DATABASE_URL ?? DEFAULT_SERVER);
  const outcomes: TargetOutcome[] = [];
  let postgres: string;
  try {
    seedDemoDatabase(database.url, join(scratch, 'files'));
    const facts = await demoFacts(database.url);
    postgres = facts.postgres;
    // Every payload must reach the database (no answer from the read cache); the thousands of 400s
    // sqlmap provokes stay out of the console.
    const server = await startServer(database.url, null, {
      READ_CACHE_SECONDS: '0',
      LOG_LEVEL: 'error',
      FILES_DIR: join(scratch, 'files'),
      MAIL_DIR: join(scratch, 'mail'),
    });
    try {
      const document = await (await fetch(`${server.baseUrl}/api/docs-json`)).json();
      for (const target of SQLMAP_TARGETS) {
        const url = targetUrl(server.baseUrl, target, declaredParameters(document, target.path), facts);
        const outputDir = join(scratch, 'sqlmap', target.path.replace(/^\/api\//, '').replace(/\W+/g, '-'));
        mkdirSync(outputDir, { recursive: true });
        console.log(`sqlmap: ${target.caller} GET ${url.pathname}${url.search}`);
        const headers = await bearerOf(server.baseUrl, target.caller);
        const original = await fetch(url, { headers });
        // sqlmap compares answers with this one: a refused original would hide a working injection.
        if (!original.ok) throw new Error(`The original request answered ${original.status}: ${await original.text()}`);
        const result = await runSqlmap(url, headers, outputDir);
        const problem = result.problem ? `: ${result.problem}` : '';
        console.log(
          `  ${result.verdict} (${result.tested.length} parameters, ${Math.round(result.seconds)} s)${problem}`,
        );
        if (result.verdict !== 'not injectable') console.log(`  sqlmap's output: ${outputDir}/console.log`);
        outcomes.push({ path: target.path, caller: target.caller, url: url.toString(), result });
      }
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }

  const report = sqlmapReport(
    {
      date: new Date().toISOString().replace('T', ' ').slice(0, 16) + ' UTC',
      machine:
        `${cpus().length} cores (${cpus()[0]?.model.trim()}), ${Math.round(totalmem() / 2 ** 30)} GB, ${process.platform}, ` +
        `Node.js ${process.version}; load average ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0].toFixed(1)} at the end`,
      postgres,
      sqlmap: sqlmapVersion(),
      level: SQLMAP_LEVEL,
      risk: SQLMAP_RISK,
      seconds: (Date.now() - started) / 1000,
    },
    outcomes,
  );
  writeFileSync(REPORT, report);
  const failed = outcomes.filter((o) => o.result.verdict !== 'not injectable');
  console.log(
    `${REPORT} written: ${failed.length === 0 ? 'no injectable parameter' : `${failed.length} endpoint(s) failed`}`,
  );
  // The failing runs' output is kept for reading; a clean run leaves nothing behind.
  if (failed.length === 0) rmSync(scratch, { recursive: true, force: true });
  else console.log(`sqlmap's files: ${scratch}`);
  return failed.length === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
