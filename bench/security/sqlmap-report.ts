import type { SqlmapResult } from './sqlmap-runner.js';
import type { Caller } from './sqlmap-targets.js';

export interface TargetOutcome {
  path: string;
  caller: Caller;
  /** The URL sqlmap started from (the original values of every parameter). */
  url: string;
  result: SqlmapResult;
}

export interface SqlmapRunFacts {
  date: string;
  machine: string;
  postgres: string;
  sqlmap: string;
  level: number;
  risk: number;
  seconds: number;
}

const minutes = (seconds: number) => (seconds >= 90 ? `${(seconds / 60).toFixed(1)} min` : `${Math.round(seconds)} s`);

/** sqlmap warns of "a DBMS error found in the HTTP response body" when an answer merely names the
 *  technology PostgreSQL before the envelope's `errors` key (its pattern is `PostgreSQL.*?ERROR`, in any case). */
function lookalikeNote(outcomes: TargetOutcome[]): string {
  const endpoints = outcomes.filter((o) => o.result.errorLookalike).map((o) => `\`${o.path}\``);
  if (endpoints.length === 0) return '';
  return `
sqlmap warned of "a DBMS error found in the HTTP response body" for ${endpoints.join(', ')}: their answers
name the technology PostgreSQL (in a list of technologies) before the envelope's \`errors\` key, which
matches sqlmap's pattern \`PostgreSQL.*?ERROR\`. No answer holds a database error; the parameters were
tested in full all the same.
`;
}

/** bench/sqlmap-report.md: the run, then one row per target with its parameters and verdict. */
export function sqlmapReport(facts: SqlmapRunFacts, outcomes: TargetOutcome[]): string {
  const failed = outcomes.filter((o) => o.result.verdict !== 'not injectable');
  const rows = outcomes.map((o) => {
    const { result } = o;
    const verdict = {
      INJECTABLE: `**INJECTABLE**: ${result.injectable.join(', ')}`,
      ERROR: `**ERROR**: ${result.problem}`,
      'not injectable': 'not injectable',
    }[result.verdict];
    const parameters = result.tested.map((p) => p.replace(/^GET /, '')).join(', ') || '(none)';
    return `| \`GET ${o.path}\` | ${o.caller} | ${parameters} | ${verdict} | ${minutes(result.seconds)} |`;
  });
  return `# sqlmap report

Written by \`npm run security:sqlmap\` (bench/security/sqlmap.ts): the built server (\`NODE_ENV=production\`)
on a scratch PostgreSQL database with the demo data, attacked by Debian's sqlmap in batch mode, one run per
endpoint, every query parameter of the endpoint (as its OpenAPI document declares them), \`--level ${facts.level}
--risk ${facts.risk} --dbms PostgreSQL\` (every technique: boolean, error, union, stacked, time-based, inline).
Signed-in targets carry a demo login's bearer token. The script fails when any parameter is injectable
or a run gives no verdict.

- Date: ${facts.date}
- Machine: ${facts.machine}
- Database: ${facts.postgres}
- sqlmap: ${facts.sqlmap}
- Duration: ${minutes(facts.seconds)}
- Verdict: ${failed.length === 0 ? `no injectable parameter in ${outcomes.length} endpoints` : `**${failed.length} endpoint(s) failed**`}

| Endpoint | Caller | Parameters tested | Verdict | Time |
| --- | --- | --- | --- | --- |
${rows.join('\n')}

Start URLs:

${outcomes.map((o) => `- \`${o.url.replace(/^https?:\/\/[^/]+/, '')}\``).join('\n')}
${lookalikeNote(outcomes)}`;
}
