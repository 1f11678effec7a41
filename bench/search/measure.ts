import autocannon from 'autocannon';
import pg from 'pg';
import type { TracedStatement } from './capture.js';
import type { Scenario } from './scenarios.js';
import { percentile, spreadOf, type Spread } from './stats.js';

/**
 * Each measurement warms up with WARM_UP rounds (at most WARM_UP_MS), then takes SAMPLES (fewer when
 * that would take over SAMPLE_BUDGET_MS, at least MIN_SAMPLES), so a slow request does not hold the
 * machine for minutes. BENCH_SAMPLES and BENCH_SECONDS shorten a trial run.
 */
export const WARM_UP = 30;
const WARM_UP_MS = 5_000;
export const SAMPLES = Number(process.env.BENCH_SAMPLES || 300);
export const SAMPLE_BUDGET_MS = 30_000;
const MIN_SAMPLES = Math.min(20, SAMPLES);
export const THROUGHPUT_CONNECTIONS = 10;
export const THROUGHPUT_SECONDS = Number(process.env.BENCH_SECONDS || 8);

export class NonSuccessError extends Error {}

export interface Measured extends Spread {
  samples: number;
}

/** How many samples fit the budget, from the warm-up's rounds (the first, cold one left out). */
function sampleCount(warmUpTimes: number[]): number {
  const warm = warmUpTimes.length > 1 ? warmUpTimes.slice(1) : warmUpTimes;
  const mean = warm.reduce((sum, time) => sum + time, 0) / Math.max(1, warm.length);
  return Math.max(MIN_SAMPLES, Math.min(SAMPLES, Math.floor(SAMPLE_BUDGET_MS / Math.max(mean, 0.01))));
}

/** Runs `round` up to WARM_UP times or for WARM_UP_MS; each round's time. */
async function warmUp(round: () => Promise<number>): Promise<number[]> {
  const times: number[] = [];
  const started = performance.now();
  while (times.length < WARM_UP && (times.length < 3 || performance.now() - started < WARM_UP_MS))
    times.push(await round());
  return times;
}

function cannon(
  options: autocannon.Options,
  onResponse?: (status: number, ms: number) => void,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
    if (onResponse) instance.on('response', (_client, status, _bytes, ms) => onResponse(status, ms));
  });
}

function failIfNotAllOk(scenario: Scenario, result: autocannon.Result, what: string): void {
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) {
    throw new NonSuccessError(
      `${scenario.group} / ${scenario.name}: ${what} had ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
}

/** A GET with its own connection (no reuse of one the server may be closing), the cause shown on failure. */
async function fetchOnce(url: string, headers: Record<string, string>): Promise<Response> {
  try {
    return await fetch(url, { headers: { ...headers, Connection: 'close' } });
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    throw new Error(`GET ${url} failed: ${cause instanceof Error ? cause.message : String(cause ?? error)}`, {
      cause: error,
    });
  }
}

/** One connection: the warm-up, then the samples with autocannon; each response's time, p50 and p95. */
export async function latency(baseUrl: string, scenario: Scenario): Promise<Measured> {
  const url = `${baseUrl}${scenario.path}`;
  const warm = await warmUp(async () => {
    const started = performance.now();
    const response = await fetchOnce(url, scenario.headers);
    await response.arrayBuffer();
    if (response.status !== 200)
      throw new NonSuccessError(`${scenario.group} / ${scenario.name}: the warm-up got HTTP ${response.status}`);
    return performance.now() - started;
  });
  const times: number[] = [];
  const result = await cannon(
    { url, headers: scenario.headers, connections: 1, amount: sampleCount(warm), timeout: 30 },
    (status, ms) => {
      if (status >= 200 && status < 300) times.push(ms);
    },
  );
  failIfNotAllOk(scenario, result, 'the latency run');
  return { ...spreadOf(times), samples: times.length };
}

/** THROUGHPUT_CONNECTIONS connections for THROUGHPUT_SECONDS: successful answers per second. */
export async function throughput(baseUrl: string, scenario: Scenario): Promise<number> {
  const result = await cannon({
    url: `${baseUrl}${scenario.path}`,
    headers: scenario.headers,
    connections: THROUGHPUT_CONNECTIONS,
    duration: THROUGHPUT_SECONDS,
    timeout: 30,
  });
  failIfNotAllOk(scenario, result, 'the throughput run');
  return result['2xx'] / result.duration;
}

export interface Replay extends Measured {
  /** p50 of each statement on its own, in the captured order. */
  statementP50: number[];
}

/** The captured statements run one after another on one connection, as many rounds as the
 *  latency: p50/p95 of each round's total, and each statement's own p50. */
export async function replay(databaseUrl: string, statements: TracedStatement[]): Promise<Replay> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const each: number[][] = statements.map(() => []);
    const round = async (keep: boolean) => {
      let total = 0;
      for (const [index, statement] of statements.entries()) {
        const started = performance.now();
        await client.query(statement.sql, statement.parameters);
        const took = performance.now() - started;
        total += took;
        if (keep) each[index].push(took);
      }
      return total;
    };
    const count = sampleCount(await warmUp(() => round(false)));
    const totals: number[] = [];
    for (let i = 0; i < count; i++) totals.push(await round(true));
    return { ...spreadOf(totals), samples: totals.length, statementP50: each.map((times) => percentile(times, 0.5)) };
  } finally {
    await client.end();
  }
}
