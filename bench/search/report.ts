import type { Capture } from './capture.js';
import {
  type Measured,
  type Replay,
  SAMPLE_BUDGET_MS,
  SAMPLES,
  THROUGHPUT_CONNECTIONS,
  THROUGHPUT_SECONDS,
  WARM_UP,
} from './measure.js';
import type { Scenario, ScenarioGroup } from './scenarios.js';
import { ms } from './stats.js';

export const TARGET_P95_MS = 30;
export const TARGET_API_OVER_SQL = 1.5;
export const TARGET_LANDING_RPS = 2000;
/** Under this much SQL a request's fixed HTTP cost decides the API/SQL ratio, so it is not judged. */
export const RATIO_FROM_SQL_MS = 1;

export interface ScenarioResult {
  scenario: Scenario;
  /** missing: the route answered 404 (not built yet); failed: anything else not 200, or a non-2xx under load. */
  state: 'measured' | 'missing' | 'failed';
  problem?: string;
  capture?: Capture;
  api?: Measured;
  requestsPerSecond?: number;
  sql?: Replay;
  sqlProblem?: string;
}

export interface RunFacts {
  date: string;
  postgres: string;
  cpu: string;
  loadAtStart: number;
  loadAtEnd: number;
  data: string;
  memory: { peakMb: number; rssMb: number } | null;
}

const GROUPS: ScenarioGroup[] = [
  'Vacancy search',
  'Company search',
  'Smart search',
  'Talent search',
  'Salary insights',
  'Hostile input',
  'Landing page',
  'Vacancy page',
  'RSS',
];

/** A request as people read it: the query decoded. */
const shownPath = (path: string) => decodeURIComponent(path.replace(/\+/g, ' '));

const ratioOf = (result: ScenarioResult) =>
  result.api && result.sql && result.capture?.statements.length ? result.api.p50 / result.sql.p50 : Number.NaN;

/** Each target of the row: [name, met?, shown value]. */
function targetsOf(result: ScenarioResult): [string, boolean, string][] {
  const targets: [string, boolean, string][] = [];
  if (result.api)
    targets.push([`p95 < ${TARGET_P95_MS} ms`, result.api.p95 < TARGET_P95_MS, `${ms(result.api.p95)} ms`]);
  const ratio = ratioOf(result);
  if (Number.isFinite(ratio) && result.sql!.p50 >= RATIO_FROM_SQL_MS)
    targets.push([`API ≤ ${TARGET_API_OVER_SQL}× SQL`, ratio <= TARGET_API_OVER_SQL, `${ratio.toFixed(2)}×`]);
  if (result.scenario.landing && result.requestsPerSecond !== undefined) {
    targets.push([
      `> ${TARGET_LANDING_RPS.toLocaleString('en')} req/s`,
      result.requestsPerSecond > TARGET_LANDING_RPS,
      `${Math.round(result.requestsPerSecond)} req/s`,
    ]);
  }
  return targets;
}

function row(result: ScenarioResult): string {
  const { scenario, capture } = result;
  if (result.state !== 'measured') {
    const what = result.state === 'missing' ? 'missing (the route answers 404)' : `failed: ${result.problem}`;
    return `| ${scenario.name} | ${what} | | | | | | | | | | |`;
  }
  const ratio = ratioOf(result);
  const targets = targetsOf(result)
    .map(([name, met]) => `${name}: ${met ? 'met' : '**NOT met**'}`)
    .join('; ');
  return [
    scenario.name,
    capture!.results,
    String(capture!.statements.length),
    `${result.api!.samples}/${result.sql?.samples ?? '–'}`,
    ms(result.api!.p50),
    ms(result.api!.p95),
    Math.round(result.requestsPerSecond!).toLocaleString('en'),
    result.sql ? ms(result.sql.p50) : 'error',
    result.sql ? ms(result.sql.p95) : 'error',
    Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '–',
    targets,
  ].reduce((line, cell) => `${line} ${cell} |`, '|');
}

/** What the lead needs to explain a miss: where the time goes and the slowest statement. */
function notes(results: ScenarioResult[], facts: RunFacts): string[] {
  const lines: string[] = [];
  for (const result of results) {
    const label = `${result.scenario.group} / ${result.scenario.name}`;
    if (result.state === 'missing')
      lines.push(`${label}: not measured, \`${result.scenario.path.split('?')[0]}\` answered 404 when the bench ran.`);
    if (result.state === 'failed') lines.push(`${label}: failed: ${result.problem}`);
    if (result.state !== 'measured') continue;
    if (!result.capture!.found)
      lines.push(`${label}: the answer was empty (nothing found for \`${shownPath(result.scenario.path)}\`).`);
    if (result.sqlProblem) lines.push(`${label}: replaying the statements failed: ${result.sqlProblem}`);
    const ratio = ratioOf(result);
    if (ratio < 0.5) {
      lines.push(
        `${label}: answered from a cache after the first request (API p50 ${ms(result.api!.p50)} ms; its statements take ${ms(result.sql!.p50)} ms when they run).`,
      );
    }
    const missed = targetsOf(result).filter(([, met]) => !met);
    if (missed.length === 0) continue;
    const statements = result.capture!.statements;
    let line = `${label}: ${missed.map(([name, , value]) => `${name} not met (${value})`).join(', ')}. API p50 ${ms(result.api!.p50)} ms, `;
    line += result.sql
      ? `its ${statements.length} statements ${ms(result.sql.p50)} ms by themselves`
      : `${statements.length} statements`;
    if (result.sql && statements.length) {
      const slowest = result.sql.statementP50.reduce(
        (best, time, index) => (time > result.sql!.statementP50[best] ? index : best),
        0,
      );
      const sql = statements[slowest].sql.replace(/\s+/g, ' ').trim();
      line += `; the slowest (#${slowest + 1}, p50 ${ms(result.sql.statementP50[slowest])} ms): \`${sql.length > 160 ? `${sql.slice(0, 160)} …` : sql}\``;
    }
    lines.push(`${line}.`);
  }
  if (facts.loadAtStart > 1 || facts.loadAtEnd > 2) {
    lines.push(
      `The machine was shared (load average ${facts.loadAtStart.toFixed(1)} at the start, ${facts.loadAtEnd.toFixed(1)} at the end): other work competes for its cores.`,
    );
  }
  return lines;
}

/** The "## Search" section of bench/results.md. */
export function searchSection(results: ScenarioResult[], facts: RunFacts): string {
  const header = `| scenario | results | statements | n API/SQL | API p50 ms | API p95 ms | req/s (${THROUGHPUT_CONNECTIONS} conn.) | SQL p50 ms | SQL p95 ms | API/SQL p50 | targets |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |`;
  const tables = GROUPS.map((group) => results.filter((result) => result.scenario.group === group))
    .filter((group) => group.length)
    .map((group) => `### ${group[0].scenario.group}\n\n${header}\n${group.map(row).join('\n')}`);
  const memory = facts.memory
    ? `Server memory: peak ${facts.memory.peakMb.toFixed(0)} MB (VmHWM), ${facts.memory.rssMb.toFixed(0)} MB resident after the run.`
    : 'Server memory: not measured.';
  const noteLines = notes(results, facts);
  return `## Search

\`npm run bench\` (bench/search/), ${facts.date}: the built server (\`node dist/src/main.js\`, NODE_ENV=production,
LOG_LEVEL=warn) over the \`npm run bench:data\` database on PostgreSQL ${facts.postgres}, both on the same machine:
${facts.cpu}, load average ${facts.loadAtStart.toFixed(1)} when the run started and ${facts.loadAtEnd.toFixed(1)} when it ended.

${facts.data}

Each scenario: one request to a server with \`SQL_TRACE_FILE\` set captures the statements it runs
(landing calls first, on a cold cache); then, on a second server without the trace (with \`PUBLIC_ANSWER_CACHE=off\`, so each
request does its search, keeping only the read cache's shared figures such as counts per technology, except the landing page's
calls and the feed, measured with the public answers kept as deployed): up to ${WARM_UP} requests to warm up,
then ${SAMPLES} over one connection, fewer where they would take over ${SAMPLE_BUDGET_MS / 1000} s (n; API p50, p95); ${THROUGHPUT_CONNECTIONS} connections for
${THROUGHPUT_SECONDS} s (requests per second); and the captured statements run directly with \`pg\`, one after another, warmed up and
sampled the same way (SQL p50, p95 of each request's sum). Targets: p95 under ${TARGET_P95_MS} ms; the API's p50 within
${TARGET_API_OVER_SQL}× the SQL's (judged where the SQL takes ${RATIO_FROM_SQL_MS} ms or more: below that the fixed cost of an HTTP request
decides the ratio); the landing page's calls over ${TARGET_LANDING_RPS.toLocaleString('en')} requests per second. Results: the answer's count
(a page's items of the total; v/c/t: the smart search's vacancies, companies, technologies).

${tables.join('\n\n')}

${memory}

Requests:
${results.map((result) => `- ${result.scenario.name}: \`${shownPath(result.scenario.path)}\``).join('\n')}

### Notes

${noteLines.length ? noteLines.map((line) => `- ${line}`).join('\n') : '- Every target met.'}
`;
}
