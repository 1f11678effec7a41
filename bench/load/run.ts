import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writeResultsSection } from '../digest/report.js';
import { serverUrl } from '../search/bench-database.js';
import { type RunningServer, startServer } from '../search/server.js';
import { ms, percentile } from '../search/stats.js';
import { ApplicationPairs, signInApplicants } from './applicants.js';
import {
  countPGliteApplications,
  createLoadDatabase,
  createPGliteLoadData,
  LOAD_SHAPE,
  type LoadCounts,
} from './load-data.js';
import { type MachineFacts, machineFacts } from './machine.js';
import { type LoadRun, runMixedLoad } from './mixed-load.js';
import {
  LOAD_TARGETS,
  loadSection,
  type MemoryFacts,
  pgliteSubsection,
  postgresRunOf,
  writeLoadSubsection,
} from './report.js';
import { existingApplications, readSiteSample } from './site-sample.js';
import { type RequestKind, trafficMix } from './traffic-mix.js';

/** The installed PGlite's version, for the report. */
const PGLITE_VERSION = (
  JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')) as { version: string }
).version;

/**
 * `npm run bench:load`: a scratch database (LOAD_SHAPE, on the server of DATABASE_URL, else the
 * local one), the built server in production mode on it, LOAD_CONNECTIONS connections (200) for
 * LOAD_SECONDS (60) of the mixed traffic of traffic-mix.ts, then the "## Load" section of
 * bench/results.md. Exits 1 when any request failed. KEEP_DB=1 keeps the database.
 *
 * LOAD_DATABASE=pglite: the same on the embedded default instead. The same generators fill a new
 * PGlite database (PGLITE_DATA_DIR a new temporary folder) before the server starts on it with no
 * DATABASE_URL and one process (WEB_CONCURRENCY=1: PGlite serves one process; LOAD_WEB_CONCURRENCY
 * is not read); the site sample is read before, the applications counted after the server stopped.
 * The run is written as the subsection "### The same mix on embedded PGlite, LOAD_CONNECTIONS=N"
 * at the end of the "## Load" section, which otherwise stays as it is. KEEP_DB=1 keeps the folder.
 * A PostgreSQL run rewrites the whole "## Load" section, that subsection included: run this after it.
 */
const SECONDS = Number(process.env.LOAD_SECONDS || 60);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 200);
const SETTLE_SECONDS = Number(process.env.LOAD_SETTLE_SECONDS || 10);
/** A second, later reading of the memory, for comparison. */
const LATE_SECONDS = Math.max(SETTLE_SECONDS, 30);
/** At the load's concurrency, so that the memory before and after are both read after such traffic. */
const WARM_UP_SECONDS = 5;
const TIMEOUT_SECONDS = 10;
/** Talents signed in before the load who then apply, each to vacancies not applied to yet. */
const APPLICANTS = 40;
/** All the traffic comes from one address: the per-client limits must not answer it with 429. */
const RATE_LIMIT = { AUTH_RATE_LIMIT_PER_MINUTE: '1000000' };
/** LOAD_WEB_CONCURRENCY: the server's worker processes (production's default: one per core). */
const BENCH_ENV = {
  ...RATE_LIMIT,
  WEB_CONCURRENCY: process.env.LOAD_WEB_CONCURRENCY || String(availableParallelism()),
};
/** The embedded database serves one process. */
const PGLITE_BENCH_ENV = { ...RATE_LIMIT, WEB_CONCURRENCY: '1' };
const DATABASE = process.env.LOAD_DATABASE || 'postgres';
const RESULTS = 'bench/results.md';

const sleep = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

async function countApplications(url: string): Promise<number> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    return Number((await db.query('SELECT count(*) FROM application')).rows[0].count);
  } finally {
    await db.end();
  }
}

const applied = (run: LoadRun) => run.kinds.find((tally) => tally.name === 'application')?.ok ?? 0;

interface Measured {
  warmUp: LoadRun;
  run: LoadRun;
  machine: MachineFacts;
  memory: MemoryFacts;
}

/** The warm-up, the quiet, the load with its memory samples and the memory readings after it. */
async function measure(server: RunningServer, kinds: RequestKind[]): Promise<Measured> {
  console.log(`Warming up (${CONNECTIONS} connections, ${WARM_UP_SECONDS} s), then ${SETTLE_SECONDS} s of quiet ...`);
  const warmUp = await runMixedLoad(server.baseUrl, kinds, {
    connections: CONNECTIONS,
    seconds: WARM_UP_SECONDS,
    timeoutSeconds: TIMEOUT_SECONDS,
  });
  await sleep(SETTLE_SECONDS);
  const beforeMb = server.memory().rssMb;
  const machine = machineFacts();
  console.log(
    `Load: ${CONNECTIONS} connections for ${SECONDS} s (RSS ${ms(beforeMb)} MB, load average ${machine.loadAtStart.toFixed(1)}) ...`,
  );
  let peakMb = beforeMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, server.memory().rssMb)), 500);
  let run: LoadRun;
  try {
    run = await runMixedLoad(server.baseUrl, kinds, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      timeoutSeconds: TIMEOUT_SECONDS,
    });
  } finally {
    clearInterval(sampler);
  }
  console.log(`Settling ${LATE_SECONDS} s ...`);
  await sleep(SETTLE_SECONDS);
  const { rssMb: afterMb, peakMb: highWaterMb } = server.memory();
  await sleep(LATE_SECONDS - SETTLE_SECONDS);
  const memory: MemoryFacts = {
    beforeMb,
    peakMb,
    highWaterMb,
    afterMb,
    settleSeconds: SETTLE_SECONDS,
    lateMb: server.memory().rssMb,
    lateSeconds: LATE_SECONDS,
  };
  return { warmUp, run, machine, memory };
}

const dataNote = (seconds: number, counts: LoadCounts) =>
  `Data (made in ${seconds.toFixed(0)} s by bench/search's generators): ${counts.companies} companies, ${counts.vacancies.toLocaleString('en')} vacancies (${counts.openVacancies.toLocaleString('en')} open), ${counts.talents.toLocaleString('en')} talents with ${counts.applications} applications; reference data seeded.`;

const warmUpNote = (warmUp: LoadRun) =>
  `Before the load, ${APPLICANTS} talents sign in and the mix runs ${WARM_UP_SECONDS} s at ${CONNECTIONS} connections as a warm-up (${warmUp.answered} requests, ${warmUp.errors} errors; not counted below), then ${SETTLE_SECONDS} s of quiet.`;

/** Warns of a missed p99 target; exit code 1 when any request failed or an application row is missing. */
function verdict({ warmUp, run }: Measured, applicationsStored: { expected: number; found: number }): void {
  const p99 = percentile(
    run.kinds.flatMap((tally) => tally.latencies),
    0.99,
  );
  if (p99 >= LOAD_TARGETS.p99Ms) console.warn(`p99 ${ms(p99)} ms is over the target of ${LOAD_TARGETS.p99Ms} ms`);
  if (run.errors + warmUp.errors > 0 || applicationsStored.found < applicationsStored.expected) process.exitCode = 1;
}

async function main(): Promise<void> {
  console.log(
    `Creating the scratch database (${LOAD_SHAPE.companies} companies, ${LOAD_SHAPE.vacancies} vacancies, ${LOAD_SHAPE.talents} talents) ...`,
  );
  const data = await createLoadDatabase(await serverUrl());
  console.log(`  ${data.seconds.toFixed(1)} s: ${JSON.stringify(data.counts)}`);
  const serverLog = join(tmpdir(), `techboard-bench-load-${process.pid}.log`);
  const server = await startServer(data.url, null, BENCH_ENV, serverLog);
  console.log(`  server output: ${serverLog}`);
  try {
    const sample = await readSiteSample(data.url);
    const applicationsBefore = await countApplications(data.url);
    const applicants = await signInApplicants(server.baseUrl, sample, APPLICANTS);
    const kinds = trafficMix(
      sample,
      new ApplicationPairs(applicants, sample.openVacancyIds, await existingApplications(data.url)),
    );

    const measured = await measure(server, kinds);
    const { warmUp, run, machine, memory } = measured;
    const applicationsStored = {
      expected: applied(warmUp) + applied(run),
      found: (await countApplications(data.url)) - applicationsBefore,
    };

    const section = loadSection(run, {
      machine,
      postgres: data.postgresVersion,
      data: dataNote(data.seconds, data.counts),
      benchEnv: BENCH_ENV,
      applicants: APPLICANTS,
      warmUp: warmUpNote(warmUp),
      memory,
      applicationsStored,
    });
    writeResultsSection(RESULTS, section);
    console.log(`\n${section}\nWritten to bench/results.md`);
    verdict(measured, applicationsStored);
  } finally {
    await server.stop();
    rmSync(join(tmpdir(), `techboard-bench-${process.pid}`), { recursive: true, force: true });
    if (process.env.KEEP_DB) console.log(`Kept ${data.url}`);
    else await data.drop();
  }
}

/** Lines of the server's output where the PGlite session lock complains (src/database/serialized-pglite-pool.ts). */
function lockComplaints(serverLog: string): string[] {
  if (!existsSync(serverLog)) return [];
  return readFileSync(serverLog, 'utf8')
    .split('\n')
    .filter((line) => line.includes('[PGlite]') || line.includes('PGliteLockTimeoutError'));
}

/** LOAD_DATABASE=pglite: the same mix on the embedded default. */
async function mainPGlite(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'techboard-bench-load-pglite-'));
  const dataDir = join(folder, 'db');
  let server: RunningServer | null = null;
  try {
    console.log(
      `Creating the embedded database in ${dataDir} (${LOAD_SHAPE.companies} companies, ${LOAD_SHAPE.vacancies} vacancies, ${LOAD_SHAPE.talents} talents) ...`,
    );
    const data = await createPGliteLoadData(dataDir);
    console.log(`  ${data.seconds.toFixed(1)} s: ${JSON.stringify(data.counts)}`);
    const serverLog = join(tmpdir(), `techboard-bench-load-${process.pid}.log`);
    // No DATABASE_URL (an empty one counts as unset): the server opens PGLITE_DATA_DIR.
    server = await startServer(
      '',
      null,
      { ...PGLITE_BENCH_ENV, PGLITE_DATA_DIR: dataDir, PGLITE_TEMPLATE: '' },
      serverLog,
    );
    console.log(`  server output: ${serverLog}`);
    const { sample } = data;
    const applicants = await signInApplicants(server.baseUrl, sample, APPLICANTS);
    const kinds = trafficMix(
      sample,
      new ApplicationPairs(applicants, sample.openVacancyIds, data.existingApplications),
    );

    const measured = await measure(server, kinds);
    const { warmUp, run, machine, memory } = measured;
    await server.stop();
    server = null;
    const applicationsStored = {
      expected: applied(warmUp) + applied(run),
      found: (await countPGliteApplications(dataDir)) - data.counts.applications,
    };

    const subsection = pgliteSubsection(run, {
      machine,
      postgres: `${PGLITE_VERSION} (PostgreSQL ${data.postgresVersion})`,
      data: `${dataNote(data.seconds, data.counts)} The same generators, seed and shape as the PostgreSQL run, written through a PGlite connection before the server started (no demo data).`,
      benchEnv: PGLITE_BENCH_ENV,
      applicants: APPLICANTS,
      warmUp: warmUpNote(warmUp),
      memory,
      applicationsStored,
      lockComplaints: lockComplaints(serverLog),
      postgresRun: postgresRunOf(RESULTS, CONNECTIONS),
    });
    writeLoadSubsection(RESULTS, subsection);
    console.log(`\n${subsection}\nWritten to bench/results.md (in its "## Load" section)`);
    verdict(measured, applicationsStored);
  } finally {
    await server?.stop();
    rmSync(join(tmpdir(), `techboard-bench-${process.pid}`), { recursive: true, force: true });
    if (process.env.KEEP_DB) console.log(`Kept ${dataDir}`);
    else rmSync(folder, { recursive: true, force: true });
  }
}

function start(): Promise<void> {
  if (DATABASE === 'postgres') return main();
  if (DATABASE === 'pglite') return mainPGlite();
  return Promise.reject(new Error(`LOAD_DATABASE: expected postgres or pglite, got ${DATABASE}`));
}

start().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
