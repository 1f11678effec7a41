import { ms, percentile } from '../search/stats.js';
import { describeMachine, type MachineFacts } from './machine.js';
import type { KindTally, LoadRun } from './mixed-load.js';

export const LOAD_TARGETS = { errors: 0, p99Ms: 250, memoryGrowth: 0.1 };

export interface MemoryFacts {
  beforeMb: number;
  /** The highest resident memory sampled every half second during the load. */
  peakMb: number;
  /** VmHWM: the process's peak since it started (start-up included). */
  highWaterMb: number;
  afterMb: number;
  settleSeconds: number;
  lateMb: number;
  lateSeconds: number;
}

export interface LoadFacts {
  machine: MachineFacts;
  postgres: string;
  data: string;
  benchEnv: Record<string, string>;
  applicants: number;
  warmUp: string;
  memory: MemoryFacts;
  applicationsStored: { expected: number; found: number };
}

const count = (value: number) => value.toLocaleString('en');
const met = (ok: boolean) => (ok ? 'met' : '**NOT met**');
/** Applications in flight when autocannon stopped may be stored without their answer being counted. */
function storedNote({ expected, found }: { expected: number; found: number }): string {
  if (found < expected) return ' — **ROWS MISSING**';
  return found > expected ? ` (${found - expected} more: sent when the load stopped, their answers not read)` : '';
}
const signed = (share: number) => `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)} %`;

function latencyCells(latencies: number[]): string {
  return [0.5, 0.95, 0.99].map((share) => ms(percentile(latencies, share))).join(' | ');
}

function kindRow(tally: KindTally, seconds: number): string {
  const unexpected = Object.entries(tally.unexpected).map(([status, n]) => `${n} × ${status}`);
  if (tally.timeouts) unexpected.push(`${tally.timeouts} timeouts`);
  return `| ${tally.name} | ${tally.share} % | ${count(tally.latencies.length)} | ${Math.round(tally.latencies.length / seconds)} | ${latencyCells(tally.latencies)} | ${count(tally.duplicates)} | ${unexpected.join(', ') || '0'} |`;
}

/** The "## Load" section of bench/results.md. */
/** "one process", or the worker processes WEB_CONCURRENCY asked for. */
const processesOf = (env: Record<string, string>) => (Number(env.WEB_CONCURRENCY ?? 1) > 1 ? `${env.WEB_CONCURRENCY} worker processes` : 'one process');

export function loadSection(run: LoadRun, facts: LoadFacts): string {
  const latencies = run.kinds.flatMap((tally) => tally.latencies);
  const p99 = percentile(latencies, 0.99);
  const duplicates = run.kinds.reduce((sum, tally) => sum + tally.duplicates, 0);
  const { memory } = facts;
  const growth = (memory.afterMb - memory.beforeMb) / memory.beforeMb;
  const env = Object.entries(facts.benchEnv).map(([name, value]) => `\`${name}=${value}\``).join(', ');
  return `## Load

\`npm run bench:load\` (bench/load/), ${facts.machine.date}: ${run.connections} connections for ${Math.round(run.seconds)} s of mixed
traffic (autocannon, each connection one request at a time) against the built server (\`node dist/src/main.js\`,
NODE_ENV=production, LOG_LEVEL=warn, ${processesOf(facts.benchEnv)}) on a scratch PostgreSQL database, all on one machine:
${describeMachine(facts.machine, facts.postgres)}.

${facts.data}

Set for the bench through the environment (defaults unchanged): ${env}: every request comes from one
address (and the applications from ${facts.applicants} accounts), which the per-client limits of sign-in and applications
(20 a minute by default) would answer with 429. Scheduler, bot check and demo data are off; mail goes to files. ${facts.warmUp}

| requests | per second | errors | 409 duplicates | p50 ms | p95 ms | p99 ms | targets |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
| ${count(run.answered)} | ${Math.round(run.requestsPerSecond)} | ${count(run.errors)} | ${count(duplicates)} | ${latencyCells(latencies)} | 0 errors: ${met(run.errors === LOAD_TARGETS.errors)}; p99 under ${LOAD_TARGETS.p99Ms} ms: ${met(p99 < LOAD_TARGETS.p99Ms)} |

Errors count every answer a request did not expect (any 5xx; any 4xx but an application's 409),
timeouts (no answer within ${run.timeoutSeconds} s) and connection errors (${run.connectionErrors}). Applications: ${count(facts.applicationsStored.found)} rows stored for
${count(facts.applicationsStored.expected)} answers of 200 (warm-up included)${storedNote(facts.applicationsStored)}.

| request kind | share | requests | per second | p50 ms | p95 ms | p99 ms | 409 duplicates | unexpected |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${run.kinds.map((tally) => kindRow(tally, run.seconds)).join('\n')}

Server memory (resident set, from /proc): ${ms(memory.beforeMb)} MB before the load (after start-up, the warm-up and ${memory.settleSeconds} s of quiet),
${ms(memory.peakMb)} MB at its peak during the load (sampled every 0.5 s; ${ms(memory.highWaterMb)} MB high-water mark since start),
${ms(memory.afterMb)} MB ${memory.settleSeconds} s after it ended (no forced GC: it cannot be forced from outside) —
${signed(growth)} against before; within ${LOAD_TARGETS.memoryGrowth * 100} %: ${met(growth <= LOAD_TARGETS.memoryGrowth)}. ${memory.lateSeconds} s after the load: ${ms(memory.lateMb)} MB (${signed((memory.lateMb - memory.beforeMb) / memory.beforeMb)}).
`;
}
