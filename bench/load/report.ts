import { existsSync, readFileSync, writeFileSync } from 'node:fs';
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

/** "one process", or the worker processes WEB_CONCURRENCY asked for. */
const processesOf = (env: Record<string, string>) =>
  Number(env.WEB_CONCURRENCY ?? 1) > 1 ? `${env.WEB_CONCURRENCY} worker processes` : 'one process';

const allLatencies = (run: LoadRun) => run.kinds.flatMap((tally) => tally.latencies);
const envList = (benchEnv: Record<string, string>) =>
  Object.entries(benchEnv)
    .map(([name, value]) => `\`${name}=${value}\``)
    .join(', ');

/** The overall table, the errors and applications paragraph and the table by kind. */
function resultTables(run: LoadRun, facts: LoadFacts): string {
  const latencies = allLatencies(run);
  const p99 = percentile(latencies, 0.99);
  const duplicates = run.kinds.reduce((sum, tally) => sum + tally.duplicates, 0);
  return `| requests | per second | errors | 409 duplicates | p50 ms | p95 ms | p99 ms | targets |
| ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
| ${count(run.answered)} | ${Math.round(run.requestsPerSecond)} | ${count(run.errors)} | ${count(duplicates)} | ${latencyCells(latencies)} | 0 errors: ${met(run.errors === LOAD_TARGETS.errors)}; p99 under ${LOAD_TARGETS.p99Ms} ms: ${met(p99 < LOAD_TARGETS.p99Ms)} |

Errors count every answer a request did not expect (any 5xx; any 4xx but an application's 409),
timeouts (no answer within ${run.timeoutSeconds} s) and connection errors (${run.connectionErrors}). Applications: ${count(facts.applicationsStored.found)} rows stored for
${count(facts.applicationsStored.expected)} answers of 200 (warm-up included)${storedNote(facts.applicationsStored)}.

| request kind | share | requests | per second | p50 ms | p95 ms | p99 ms | 409 duplicates | unexpected |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |
${run.kinds.map((tally) => kindRow(tally, run.seconds)).join('\n')}`;
}

function memoryParagraph(memory: MemoryFacts): string {
  const growth = (memory.afterMb - memory.beforeMb) / memory.beforeMb;
  return `Server memory (resident set, from /proc): ${ms(memory.beforeMb)} MB before the load (after start-up, the warm-up and ${memory.settleSeconds} s of quiet),
${ms(memory.peakMb)} MB at its peak during the load (sampled every 0.5 s; ${ms(memory.highWaterMb)} MB high-water mark since start),
${ms(memory.afterMb)} MB ${memory.settleSeconds} s after it ended (no forced GC: it cannot be forced from outside) —
${signed(growth)} against before; within ${LOAD_TARGETS.memoryGrowth * 100} %: ${met(growth <= LOAD_TARGETS.memoryGrowth)}. ${memory.lateSeconds} s after the load: ${ms(memory.lateMb)} MB (${signed((memory.lateMb - memory.beforeMb) / memory.beforeMb)}).`;
}

/** The "## Load" section of bench/results.md. */
export function loadSection(run: LoadRun, facts: LoadFacts): string {
  return `## Load

\`npm run bench:load\` (bench/load/), ${facts.machine.date}: ${run.connections} connections for ${Math.round(run.seconds)} s of mixed
traffic (autocannon, each connection one request at a time) against the built server (\`node dist/src/main.js\`,
NODE_ENV=production, LOG_LEVEL=warn, ${processesOf(facts.benchEnv)}) on a scratch PostgreSQL database, all on one machine:
${describeMachine(facts.machine, facts.postgres)}.

${facts.data}

Set for the bench through the environment (defaults unchanged): ${envList(facts.benchEnv)}: every request comes from one
address (and the applications from ${facts.applicants} accounts), which the per-client limits of sign-in and applications
(20 a minute by default) would answer with 429. Scheduler, bot check and demo data are off; mail goes to files. ${facts.warmUp}

${resultTables(run, facts)}

${memoryParagraph(facts.memory)}
`;
}

/** The title of the PGlite subsection: one per connection count. */
export const pgliteTitle = (connections: number) =>
  `### The same mix on embedded PGlite, LOAD_CONNECTIONS=${connections}`;

export interface PGliteFacts extends LoadFacts {
  /** Lines of the server's output about the PGlite session lock (waits, timeouts, leaked leases). */
  lockComplaints: string[];
  /** The PostgreSQL run of the "## Load" section, as written there; null when there is none. */
  postgresRun: string | null;
}

/**
 * The "### The same mix on embedded PGlite" subsection of the "## Load" section (written by
 * writeLoadSubsection beside the PostgreSQL run, which it leaves as it is).
 */
export function pgliteSubsection(run: LoadRun, facts: PGliteFacts): string {
  const p99 = percentile(allLatencies(run), 0.99);
  const complaints = facts.lockComplaints.length
    ? `**${facts.lockComplaints.length} lines about the PGlite session lock** in the server's output, the first: \`${facts.lockComplaints[0].slice(0, 200)}\``
    : 'none about the PGlite session lock (no lock timeouts, no long-held or leaked sessions)';
  return `${pgliteTitle(run.connections)}

\`LOAD_DATABASE=pglite npm run bench:load\` (bench/load/), ${facts.machine.date}: the same mix, ${run.connections} connections for ${Math.round(run.seconds)} s,
against the same built server (NODE_ENV=production, LOG_LEVEL=warn, ${processesOf(facts.benchEnv)}: the embedded database serves one process) on
the embedded default: no DATABASE_URL, PGLITE_DATA_DIR a new temporary folder, PGlite ${facts.postgres} inside the server process;
${facts.machine.cpu}, ${facts.machine.memoryGb} GB; load average ${facts.machine.loadAtStart.toFixed(1)} when the run started.

${facts.data}

Set for the bench: ${envList(facts.benchEnv)}; as above, scheduler, bot check and demo data off, mail to files. ${facts.warmUp}
Every answer is checked as in the PostgreSQL run, and the applications are counted in the database after the server stopped.
Server output: ${complaints}.

${resultTables(run, facts)}

${memoryParagraph(facts.memory)} The database is part of this process here (PGlite's WebAssembly memory).
${facts.postgresRun ? `\nBeside PostgreSQL: the run above at ${facts.postgresRun}; here, on PGlite: ${run.connections} connections, ${Math.round(run.requestsPerSecond)} requests/s, p50 ${ms(percentile(allLatencies(run), 0.5))} ms, p99 ${ms(p99)} ms, ${count(run.errors)} errors.\n` : ''}`;
}

/**
 * The PostgreSQL runs the "## Load" section records (each "N connections for S s of mixed traffic"
 * paragraph and the first table row after it; the PGlite subsections left out), the one at
 * `connections` if there is one, else the section's first; null when the file has none.
 */
export function postgresRunOf(path: string, connections: number): string | null {
  if (!existsSync(path)) return null;
  const section = loadSectionOf(readFileSync(path, 'utf8'));
  if (!section) return null;
  const runs: { connections: number; text: string }[] = [];
  // The section split at its runs' opening lines; the PGlite subsections open with another line.
  const parts = section.text.split(/(?=`npm run bench:load` \(bench\/load\/\), )/).slice(1);
  for (const part of parts) {
    const pgliteAt = part.indexOf('\n### The same mix on embedded PGlite');
    const text = pgliteAt === -1 ? part : part.slice(0, pgliteAt);
    const opening = /: (\d+) connections for (\d+) s of mixed/.exec(text);
    const row = /\n\| ([\d,]+) \| (\d+) \| ([\d,]+) \| [\d,]+ \| ([^|]+) \| ([^|]+) \| ([^|]+) \|/.exec(text);
    const processes = /LOG_LEVEL=warn, ([^)]+)\)/.exec(text);
    const date = /\(bench\/load\/\), (\d{4}-\d\d-\d\d)/.exec(text);
    if (!opening || !row) continue;
    runs.push({
      connections: Number(opening[1]),
      text: `${opening[1]} connections for ${opening[2]} s${processes ? ` (${processes[1]}${date ? `, ${date[1]}` : ''})` : ''}, ${row[2]} requests/s, p50 ${row[4].trim()} ms, p99 ${row[6].trim()} ms, ${row[3]} errors`,
    });
  }
  return (runs.find((run) => run.connections === connections) ?? runs[0])?.text ?? null;
}

/** Where the "## Load" section is in `text`: from its title to the next "## " section (or the end). */
function loadSectionOf(text: string): { start: number; end: number; text: string } | null {
  const start = text.indexOf('\n## Load\n');
  if (start === -1) return null;
  let end = text.indexOf('\n## ', start + 1);
  if (end === -1) end = text.length;
  return { start: start + 1, end, text: text.slice(start + 1, end) };
}

/**
 * Writes `subsection` (which starts with its `### Title` line) into the "## Load" section of the
 * results file: in place of an earlier subsection of the same title, else after the section's
 * other subsections. Everything else, the PostgreSQL run included, stays as it is. Without a
 * "## Load" section, one that says so is added for it.
 */
export function writeLoadSubsection(path: string, subsection: string): void {
  const title = subsection.split('\n', 1)[0];
  const body = `${subsection.trimEnd()}\n`;
  const current = existsSync(path) ? readFileSync(path, 'utf8') : '# Benchmarks\n';
  const section = loadSectionOf(current);
  if (!section) {
    writeFileSync(
      path,
      `${current.trimEnd()}\n\n## Load\n\n(No PostgreSQL run recorded yet: \`npm run bench:load\`.)\n\n${body}`,
    );
    return;
  }
  const earlier = section.text.indexOf(`\n${title}\n`);
  let updated: string;
  if (earlier !== -1) {
    const from = section.start + earlier + 1;
    const next = section.text.indexOf('\n### ', earlier + 1);
    const to = next === -1 ? section.end : section.start + next + 1;
    const rest = current.slice(to);
    updated = `${current.slice(0, from)}${body}${rest.startsWith('\n') || rest === '' ? '' : '\n'}${rest}`;
  } else {
    // Inserted as it is: the text before keeps its every character, blank lines included.
    const before = current.slice(0, section.end);
    const gap = before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
    updated = `${before}${gap}${body}${current.slice(section.end)}`;
  }
  writeFileSync(path, updated);
}
