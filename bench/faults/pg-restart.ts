import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writeResultsSection } from '../digest/report.js';
import { createLoadDatabase } from '../load/load-data.js';
import { machineFacts } from '../load/machine.js';
import { readSiteSample } from '../load/site-sample.js';
import { startServer } from '../search/server.js';
import { childrenOf } from '../support/processes.js';
import { ScratchCluster } from './pg-restart-cluster.js';
import { SteadyLoad } from './pg-restart-load.js';
import {
  problemCount,
  restartSection,
  type RestartTimeline,
  RESTART_TARGETS,
  workersKept,
} from './pg-restart-report.js';

/**
 * `npm run bench:pg-restart`: a PostgreSQL cluster of its own (never the shared server), the bench
 * data in it, the built server on it with WORKERS worker processes (WEB_CONCURRENCY); talents sign up, then a steady load runs while PostgreSQL is
 * stopped (fast), left down RESTART_OUTAGE_SECONDS (5) and started again. Calls during the outage
 * must get a 503 envelope, the server must serve again within 10 s of PostgreSQL being ready, and
 * every confirmed sign-up must be there afterwards; no worker may die of the outage. Writes "## PostgreSQL restart" to
 * bench/results.md; exits 1 when a check fails.
 */
const CONNECTIONS = Number(process.env.RESTART_CONNECTIONS || 20);
const WRITERS = 2;
const SIGN_UPS_BEFORE = 20;
const STEADY_SECONDS = 10;
const OUTAGE_SECONDS = Number(process.env.RESTART_OUTAGE_SECONDS || 5);
const AFTER_SECONDS = 10;
const TIMEOUT_MS = 10_000;
/** How long to wait for the recovery before giving up on it. */
const RECOVERY_LIMIT_MS = 60_000;
/** Worker processes of the server, as production runs it on this 2-core machine (one per core). */
const WORKERS = Number(process.env.RESTART_WEB_CONCURRENCY || 2);
const BENCH_ENV = { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', WEB_CONCURRENCY: String(WORKERS) };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function storedEmails(url: string, emails: string[]): Promise<number> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return Number(
      (await db.query('SELECT count(*) FROM account WHERE email = ANY($1::text[])', [emails])).rows[0].count,
    );
  } finally {
    await db.end();
  }
}

async function main(): Promise<void> {
  const machine = machineFacts();
  console.log('Creating a PostgreSQL cluster of its own ...');
  const cluster = await ScratchCluster.create();
  try {
    const data = await createLoadDatabase(cluster.url());
    console.log(`  port ${cluster.port}, data in ${data.seconds.toFixed(1)} s: ${JSON.stringify(data.counts)}`);
    const serverLog = join(tmpdir(), `techboard-bench-pg-restart-${process.pid}.log`);
    const server = await startServer(data.url, null, BENCH_ENV, serverLog);
    const workersAtStart = childrenOf(server.pid).sort((x, y) => x - y);
    console.log(`  server output: ${serverLog}; primary ${server.pid}, workers ${workersAtStart.join(', ')}`);
    let load: SteadyLoad | null = null;
    try {
      const sample = await readSiteSample(data.url);
      load = new SteadyLoad(server.baseUrl, sample, TIMEOUT_MS);
      const before = await load.signUp(SIGN_UPS_BEFORE);
      const loadStartedAt = Date.now();
      load.start(CONNECTIONS - WRITERS, WRITERS);
      await sleep(STEADY_SECONDS * 1000);

      console.log('Stopping PostgreSQL (fast) ...');
      const stopRequestedAt = Date.now();
      await cluster.stop('fast');
      const stoppedAt = Date.now();
      await sleep(OUTAGE_SECONDS * 1000);
      console.log('Starting PostgreSQL ...');
      const startRequestedAt = Date.now();
      await cluster.start();
      const readyAt = Date.now();
      const recovered = () =>
        load!.calls.find(
          (call) =>
            call.needsDatabase && call.startedAt >= readyAt && typeof call.status === 'number' && call.status < 300,
        )?.endedAt ?? null;
      while (recovered() === null && Date.now() - readyAt < RECOVERY_LIMIT_MS) await sleep(20);
      await sleep(AFTER_SECONDS * 1000);
      await load.stop();
      const timeline: RestartTimeline = {
        loadStartedAt,
        stopRequestedAt,
        stoppedAt,
        startRequestedAt,
        readyAt,
        recoveredAt: recovered(),
        loadStoppedAt: Date.now(),
      };

      const confirmed = load.confirmedSignUps.map((signUp) => signUp.email);
      const rowsBefore = { written: before.length, found: await storedEmails(data.url, before) };
      const rowsConfirmed = { written: confirmed.length, found: await storedEmails(data.url, confirmed) };
      const workersAtEnd = childrenOf(server.pid).sort((x, y) => x - y);
      const endedLines = readFileSync(serverLog, 'utf8').match(/Server process \d+ \(\w+\) ended[^\n]*/g) ?? [];
      const processes = {
        count: WORKERS,
        primary: server.pid,
        atStart: workersAtStart,
        atEnd: workersAtEnd,
        ended: endedLines,
      };
      const { counts } = data;
      const section = restartSection(load.calls, timeline, {
        machine,
        postgres: data.postgresVersion,
        readers: CONNECTIONS - WRITERS,
        writers: WRITERS,
        timeoutMs: TIMEOUT_MS,
        outageSeconds: OUTAGE_SECONDS,
        data: `Data: ${counts.companies} companies, ${counts.vacancies.toLocaleString('en')} vacancies, ${counts.talents.toLocaleString('en')} talents (bench/load's database).`,
        rowsBefore,
        rowsConfirmed,
        processes,
      });
      writeResultsSection('bench/results.md', section);
      console.log(`\n${section}\nWritten to bench/results.md`);
      const recoveryMs = timeline.recoveredAt === null ? Infinity : timeline.recoveredAt - readyAt;
      const lost = rowsBefore.found < rowsBefore.written || rowsConfirmed.found < rowsConfirmed.written;
      if (
        problemCount(load.calls, timeline) > 0 ||
        recoveryMs >= RESTART_TARGETS.recoveryMs ||
        lost ||
        !workersKept(processes)
      )
        process.exitCode = 1;
    } finally {
      await load?.stop();
      await server.stop();
      rmSync(join(tmpdir(), `techboard-bench-${process.pid}`), { recursive: true, force: true });
    }
  } finally {
    await cluster.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
