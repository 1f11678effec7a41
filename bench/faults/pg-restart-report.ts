import { ms } from '../search/stats.js';
import { describeMachine, type MachineFacts } from '../load/machine.js';
import type { Call } from './pg-restart-load.js';

export const RESTART_TARGETS = { recoveryMs: 10_000 };

/** When each step of the restart happened (ms since the epoch). */
export interface RestartTimeline {
  loadStartedAt: number;
  stopRequestedAt: number;
  stoppedAt: number;
  startRequestedAt: number;
  readyAt: number;
  /** The end of the first successful database call begun after readyAt. */
  recoveredAt: number | null;
  loadStoppedAt: number;
}

export type Phase = 'before' | 'outage' | 'after';

/** Before: answered before the stop began; outage: begun before PostgreSQL was ready again; after: the rest. */
export function phaseOf(call: Call, timeline: RestartTimeline): Phase {
  if (call.endedAt < timeline.stopRequestedAt) return 'before';
  return call.startedAt < timeline.readyAt ? 'outage' : 'after';
}

const isHtml = (call: Call) => call.kind.includes('(HTML)');

/** A 503 as it should be: the failure envelope (API), in Georgian when asked. */
const properUnavailable = (call: Call) =>
  call.status === 503 && (isHtml(call) || (call.envelope && call.georgian !== false));

/** Why a call is wrong for its phase, or null. */
export function problemOf(call: Call, timeline: RestartTimeline): string | null {
  const ok = typeof call.status === 'number' && call.status >= 200 && call.status < 300;
  if (ok) return null;
  const phase = phaseOf(call, timeline);
  const stillRecovering = timeline.recoveredAt === null || call.startedAt < timeline.recoveredAt;
  if ((phase === 'outage' || (phase === 'after' && stillRecovering)) && properUnavailable(call)) return null;
  if (call.status === 503) return `503 without ${call.envelope ? 'Georgian messages' : 'the envelope'}`;
  return String(call.status);
}

interface PhaseRow {
  calls: number;
  ok: number;
  unavailable: number;
  withRetryAfter: number;
  problems: Map<string, number>;
  maxMs: number;
}

function tally(calls: Call[], timeline: RestartTimeline): Map<Phase, PhaseRow> {
  const rows = new Map<Phase, PhaseRow>(
    (['before', 'outage', 'after'] as Phase[]).map((phase) => [
      phase,
      { calls: 0, ok: 0, unavailable: 0, withRetryAfter: 0, problems: new Map(), maxMs: 0 },
    ]),
  );
  for (const call of calls) {
    const row = rows.get(phaseOf(call, timeline))!;
    row.calls++;
    row.maxMs = Math.max(row.maxMs, call.endedAt - call.startedAt);
    const problem = problemOf(call, timeline);
    // Named with the kinds of call that got them, e.g. "2 × timeout (smart search)".
    if (problem)
      row.problems.set(`${problem} (${call.kind})`, (row.problems.get(`${problem} (${call.kind})`) ?? 0) + 1);
    else if (call.status === 503) {
      row.unavailable++;
      if (call.retryAfter !== null) row.withRetryAfter++;
    } else row.ok++;
  }
  return rows;
}

export interface RestartFacts {
  machine: MachineFacts;
  postgres: string;
  readers: number;
  writers: number;
  timeoutMs: number;
  outageSeconds: number;
  data: string;
  rowsBefore: { written: number; found: number };
  rowsConfirmed: { written: number; found: number };
  /** The server's processes (WEB_CONCURRENCY): its workers' pids at the start and the end of the run,
   *  and the primary's "Server process … ended" lines. */
  processes: ServerProcesses;
}

export interface ServerProcesses {
  count: number;
  primary: number;
  atStart: number[];
  atEnd: number[];
  ended: string[];
}

/** Every worker the server started with is still there, none ended: the outage killed no process. */
export const workersKept = (processes: ServerProcesses) =>
  processes.atStart.length === processes.count &&
  processes.atStart.join() === processes.atEnd.join() &&
  processes.ended.length === 0;

/** The distinct messages of the 503 answers, quoted. */
const quotes = (calls: Call[]) =>
  [...new Set(calls.filter((call) => call.status === 503 && call.message).map((call) => call.message!))]
    .map((message) => `"${message}"`)
    .join(', ') || 'nothing';

const processLine = (processes: ServerProcesses) =>
  `primary ${processes.primary}; workers ${processes.atStart.join(', ') || 'none'}, then ${processes.atEnd.join(', ') || 'none'}` +
  (processes.ended.length ? ` (${processes.ended.join('; ')})` : ' (none)');

export const problemCount = (calls: Call[], timeline: RestartTimeline) =>
  calls.filter((call) => problemOf(call, timeline) !== null).length;

/** The "## PostgreSQL restart" section of bench/results.md. */
export function restartSection(calls: Call[], timeline: RestartTimeline, facts: RestartFacts): string {
  const at = (time: number) => `${((time - timeline.loadStartedAt) / 1000).toFixed(1)} s`;
  const rows = tally(calls, timeline);
  const recoveryMs = timeline.recoveredAt === null ? null : timeline.recoveredAt - timeline.readyAt;
  const problems = problemCount(calls, timeline);
  const outageKinds = [...new Set(calls.map((call) => call.kind))].sort().map((kind) => {
    const during = calls.filter((call) => call.kind === kind && phaseOf(call, timeline) === 'outage');
    const statuses = new Map<string, number>();
    for (const call of during.sort((a, b) => String(a.status).localeCompare(String(b.status)))) {
      statuses.set(String(call.status), (statuses.get(String(call.status)) ?? 0) + 1);
    }
    return `| ${kind} | ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ') || '–'} |`;
  });
  const met = (ok: boolean) => (ok ? 'met' : '**NOT met**');
  const rowsKept =
    facts.rowsBefore.found === facts.rowsBefore.written && facts.rowsConfirmed.found === facts.rowsConfirmed.written;
  return `## PostgreSQL restart

\`npm run bench:pg-restart\` (bench/faults/pg-restart*.ts), ${facts.machine.date}: the built server (production mode, a primary
with ${facts.processes.count} worker processes, \`WEB_CONCURRENCY=${facts.processes.count}\`, sharing the port; no Redis, so rate limits
and cache invalidations go through the primary) on a PostgreSQL cluster of the bench's own (initdb in a temporary folder, its own port), ${describeMachine(facts.machine, facts.postgres)}.
${facts.data} Steady load: ${facts.readers} readers (searches, smart search, vacancy and company pages as API and HTML,
health, the cached landing counts; 30 % in Georgian) and ${facts.writers} writers (talent sign-ups), each waiting for its answer
(at most ${facts.timeoutMs / 1000} s) before the next call. Before the load, ${facts.rowsBefore.written} talents signed up.

Timeline from the start of the load: \`pg_ctl stop -m fast\` at ${at(timeline.stopRequestedAt)} (down at ${at(timeline.stoppedAt)}),
${facts.outageSeconds} s down, \`pg_ctl start\` at ${at(timeline.startRequestedAt)}, accepting connections at ${at(timeline.readyAt)},
first successful database call begun after that answered at ${timeline.recoveredAt === null ? 'never' : at(timeline.recoveredAt)}; load stopped at ${at(timeline.loadStoppedAt)}.

| phase | calls | 2xx | 503 (of them with Retry-After) | wrong answers | slowest |
| --- | ---: | ---: | ---: | --- | ---: |
${(['before', 'outage', 'after'] as Phase[])
  .map((phase) => {
    const row = rows.get(phase)!;
    return `| ${phase} | ${row.calls} | ${row.ok} | ${row.unavailable} (${row.withRetryAfter}) | ${[...row.problems].map(([problem, n]) => `${n} × ${problem}`).join(', ') || '0'} | ${ms(row.maxMs)} ms |`;
  })
  .join('\n')}

Outage: calls begun before PostgreSQL was ready again and not answered before the stop began. After:
2xx expected once the server has recovered. A 503 must carry the failure envelope in the request's language
(an HTML page's 503 need not); /api/health's own 503 has no Retry-After.

The 503 answers said: ${quotes(calls)}.

| kind | answers during the outage |
| --- | --- |
${outageKinds.join('\n')}

| check | result | target |
| --- | --- | --- |
| wrong answers (5xx other than a proper 503, timeouts, 4xx, 503 without envelope or Georgian) | ${problems} | 0: ${met(problems === 0)} |
| time from PostgreSQL ready to the first 2xx of a database call | ${recoveryMs === null ? 'never' : `${ms(recoveryMs)} ms`} | under ${RESTART_TARGETS.recoveryMs / 1000} s: ${met(recoveryMs !== null && recoveryMs < RESTART_TARGETS.recoveryMs)} |
| sign-ups confirmed before the outage, found after | ${facts.rowsBefore.found} of ${facts.rowsBefore.written} | all: ${met(facts.rowsBefore.found === facts.rowsBefore.written)} |
| every sign-up confirmed (200) during the run, found after | ${facts.rowsConfirmed.found} of ${facts.rowsConfirmed.written} | all: ${met(rowsKept)} |
| server processes: workers at the start, at the end (the primary's "ended" lines) | ${processLine(facts.processes)} | the same ${facts.processes.count}, none ended: ${met(workersKept(facts.processes))} |
`;
}
