import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';

export const SQLMAP = '/usr/bin/sqlmap';

/** How hard sqlmap tries: level 2 wraps each payload in more prefixes and suffixes than level 1 (and
 *  tries cookies, when there are any); risk 1, the default, leaves out the payloads sqlmap rates
 *  riskier. Level 3 with risk 2 took ten minutes for SearchVacancies alone on a busy 2-core machine,
 *  too long for a run meant to stay within a quarter of an hour. */
export const SQLMAP_LEVEL = 2;
export const SQLMAP_RISK = 1;

/** One run past this is stopped and counted as a failure. */
const RUN_TIMEOUT_MS = 15 * 60 * 1000;

export type Verdict = 'not injectable' | 'INJECTABLE' | 'ERROR';

export interface SqlmapResult {
  verdict: Verdict;
  /** Every parameter sqlmap tested, as `GET searchTerm` (or `Cookie x`). */
  tested: string[];
  /** The parameters sqlmap found injectable. */
  injectable: string[];
  /** Why the run counts as an error (sqlmap's own critical message, or the exit code). */
  problem: string | null;
  /** sqlmap saw something like a database error in the original answer (see sqlmapReport). */
  errorLookalike: boolean;
  seconds: number;
}

export function sqlmapVersion(): string {
  const run = spawnSync(SQLMAP, ['--version'], { encoding: 'utf8' });
  return (run.stdout ?? '').split('\n')[0]?.trim() || 'unknown';
}

/** Runs sqlmap in batch mode against one URL, every query parameter, PostgreSQL payloads; the
 *  console output is kept in `outputDir/console.log`. */
export async function runSqlmap(url: URL, headers: Record<string, string>, outputDir: string): Promise<SqlmapResult> {
  const args = [
    '-u',
    url.toString(),
    '--batch',
    '--level',
    String(SQLMAP_LEVEL),
    '--risk',
    String(SQLMAP_RISK),
    '--dbms',
    'PostgreSQL',
    '--output-dir',
    outputDir,
    '--flush-session',
    '--disable-coloring',
    '--answers',
    'follow=N',
  ];
  const headerLines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  if (headerLines.length > 0) args.push('--headers', headerLines.join('\n'));

  const started = Date.now();
  const child = spawn(SQLMAP, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  // Written as it comes, to follow a long run with `tail -f`.
  const log = createWriteStream(join(outputDir, 'console.log'));
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    log.write(chunk);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const timer = setTimeout(() => child.kill('SIGKILL'), RUN_TIMEOUT_MS);
  const exitCode = await new Promise<number | null>((resolve) => child.once('close', resolve));
  clearTimeout(timer);
  await new Promise((resolve) => log.end(resolve));
  return { ...judge(output, exitCode), seconds: (Date.now() - started) / 1000 };
}

const TESTED =
  /testing if (\w+) parameter '([^']+)' is dynamic|(\w+) parameter '([^']+)' does not seem to be injectable/g;
const VULNERABLE = /(\w+) parameter '([^']+)' is vulnerable/g;
const NOT_INJECTABLE = 'all tested parameters do not appear to be injectable';

/** sqlmap's verdict from its console output: injectable when it names an injection point, not
 *  injectable only when it says so of every parameter, an error otherwise. */
export function judge(output: string, exitCode: number | null): Omit<SqlmapResult, 'seconds'> {
  const errorLookalike = output.includes('there is a DBMS error found in the HTTP response body');
  const tested = new Set<string>();
  for (const match of output.matchAll(TESTED)) tested.add(`${match[1] ?? match[3]} ${match[2] ?? match[4]}`);
  const injectable = [...new Set([...output.matchAll(VULNERABLE)].map((match) => `${match[1]} ${match[2]}`))];
  if (injectable.length > 0 || output.includes('identified the following injection point')) {
    const named = injectable.length > 0 ? injectable : ['(see console.log)'];
    return { verdict: 'INJECTABLE', tested: [...tested], injectable: named, problem: null, errorLookalike };
  }
  if (output.includes(NOT_INJECTABLE))
    return { verdict: 'not injectable', tested: [...tested], injectable: [], problem: null, errorLookalike };
  const critical = /\[CRITICAL\] (.+)/.exec(output)?.[1] ?? `sqlmap exited with code ${exitCode} without a verdict`;
  return { verdict: 'ERROR', tested: [...tested], injectable: [], problem: critical, errorLookalike };
}
