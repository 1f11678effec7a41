import { rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writeResultsSection } from '../digest/report.js';
import { serverUrl } from '../search/bench-database.js';
import { startServer } from '../search/server.js';
import { ms, percentile } from '../search/stats.js';
import { ApplicationPairs, signInApplicants } from './applicants.js';
import { createLoadDatabase, LOAD_SHAPE } from './load-data.js';
import { machineFacts } from './machine.js';
import { type LoadRun, runMixedLoad } from './mixed-load.js';
import { LOAD_TARGETS, loadSection, type MemoryFacts } from './report.js';
import { existingApplications, readSiteSample } from './site-sample.js';
import { trafficMix } from './traffic-mix.js';

/**
 * `npm run bench:load`: a scratch database (LOAD_SHAPE, on the server of DATABASE_URL, else the
 * local one), the built server in production mode on it, LOAD_CONNECTIONS connections (200) for
 * LOAD_SECONDS (60) of the mixed traffic of traffic-mix.ts, then the "## Load" section of
 * bench/results.md. Exits 1 when any request failed. KEEP_DB=1 keeps the database.
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
/** LOAD_WEB_CONCURRENCY: the server's worker processes (production's default: one per core). */
const BENCH_ENV = { AUTH_RATE_LIMIT_PER_MINUTE: '1000000', WEB_CONCURRENCY: process.env.LOAD_WEB_CONCURRENCY || String(availableParallelism()) };

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

async function main(): Promise<void> {
  console.log(`Creating the scratch database (${LOAD_SHAPE.companies} companies, ${LOAD_SHAPE.vacancies} vacancies, ${LOAD_SHAPE.talents} talents) ...`);
  const data = await createLoadDatabase(await serverUrl());
  console.log(`  ${data.seconds.toFixed(1)} s: ${JSON.stringify(data.counts)}`);
  const serverLog = join(tmpdir(), `techboard-bench-load-${process.pid}.log`);
  const server = await startServer(data.url, null, BENCH_ENV, serverLog);
  console.log(`  server output: ${serverLog}`);
  try {
    const sample = await readSiteSample(data.url);
    const applicationsBefore = await countApplications(data.url);
    const applicants = await signInApplicants(server.baseUrl, sample, APPLICANTS);
    const kinds = trafficMix(sample, new ApplicationPairs(applicants, sample.openVacancyIds, await existingApplications(data.url)));

    console.log(`Warming up (${CONNECTIONS} connections, ${WARM_UP_SECONDS} s), then ${SETTLE_SECONDS} s of quiet ...`);
    const warmUp = await runMixedLoad(server.baseUrl, kinds, { connections: CONNECTIONS, seconds: WARM_UP_SECONDS, timeoutSeconds: TIMEOUT_SECONDS });
    await sleep(SETTLE_SECONDS);
    const beforeMb = server.memory().rssMb;
    const machine = machineFacts();
    console.log(`Load: ${CONNECTIONS} connections for ${SECONDS} s (RSS ${ms(beforeMb)} MB, load average ${machine.loadAtStart.toFixed(1)}) ...`);
    let peakMb = beforeMb;
    const sampler = setInterval(() => (peakMb = Math.max(peakMb, server.memory().rssMb)), 500);
    let run: LoadRun;
    try {
      run = await runMixedLoad(server.baseUrl, kinds, { connections: CONNECTIONS, seconds: SECONDS, timeoutSeconds: TIMEOUT_SECONDS });
    } finally {
      clearInterval(sampler);
    }
    console.log(`Settling ${LATE_SECONDS} s ...`);
    await sleep(SETTLE_SECONDS);
    const { rssMb: afterMb, peakMb: highWaterMb } = server.memory();
    await sleep(LATE_SECONDS - SETTLE_SECONDS);
    const memory: MemoryFacts = { beforeMb, peakMb, highWaterMb, afterMb, settleSeconds: SETTLE_SECONDS, lateMb: server.memory().rssMb, lateSeconds: LATE_SECONDS };
    const applicationsStored = { expected: applied(warmUp) + applied(run), found: (await countApplications(data.url)) - applicationsBefore };

    const { counts } = data;
    const section = loadSection(run, {
      machine,
      postgres: data.postgresVersion,
      data: `Data (made in ${data.seconds.toFixed(0)} s by bench/search's generators): ${counts.companies} companies, ${counts.vacancies.toLocaleString('en')} vacancies (${counts.openVacancies.toLocaleString('en')} open), ${counts.talents.toLocaleString('en')} talents with ${counts.applications} applications; reference data seeded.`,
      benchEnv: BENCH_ENV,
      applicants: APPLICANTS,
      warmUp: `Before the load, ${APPLICANTS} talents sign in and the mix runs ${WARM_UP_SECONDS} s at ${CONNECTIONS} connections as a warm-up (${warmUp.answered} requests, ${warmUp.errors} errors; not counted below), then ${SETTLE_SECONDS} s of quiet.`,
      memory,
      applicationsStored,
    });
    writeResultsSection('bench/results.md', section);
    console.log(`\n${section}\nWritten to bench/results.md`);
    const p99 = percentile(run.kinds.flatMap((tally) => tally.latencies), 0.99);
    if (p99 >= LOAD_TARGETS.p99Ms) console.warn(`p99 ${ms(p99)} ms is over the target of ${LOAD_TARGETS.p99Ms} ms`);
    if (run.errors + warmUp.errors > 0 || applicationsStored.found < applicationsStored.expected) process.exitCode = 1;
  } finally {
    await server.stop();
    rmSync(join(tmpdir(), `techboard-bench-${process.pid}`), { recursive: true, force: true });
    if (process.env.KEEP_DB) console.log(`Kept ${data.url}`);
    else await data.drop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
