import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { childrenOf, freePort } from '../support/processes.js';

export { freePort };

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** Peak (VmHWM) and current (VmRSS) resident memory of the process, in MB. */
  memory(): { peakMb: number; rssMb: number };
  stop(): Promise<void>;
}

const HEALTH_TIMEOUT_MS = 180_000;

/** Node's arguments as production starts the server: `npm run start:built` (its V8 flags too). */
const SERVER_ARGUMENTS = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts['start:built']!.split(/\s+/).slice(1);

/** The primary says this once every worker listens (src/server-processes.ts). */
const ALL_LISTENING = /All \d+ server processes are listening/;

function statusKb(pid: number, field: string): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) : Number.NaN;
}

/**
 * Starts the built server (`npm run start:built`'s command) on a free port of 127.0.0.1 against `databaseUrl`,
 * as in production but with no scheduler, bot check, demo data or mail polling, and waits until
 * /api/health answers. `traceFile` turns the SQL trace on; `env` overrides any of these variables;
 * `logFile` takes the server's output (appended) instead of this process's.
 */
export async function startServer(
  databaseUrl: string,
  traceFile: string | null,
  env: Record<string, string> = {},
  logFile: string | null = null,
): Promise<RunningServer> {
  const port = await freePort();
  const scratch = join(tmpdir(), `techboard-bench-${process.pid}`);
  const log = logFile === null ? 'inherit' : openSync(logFile, 'a');
  const workers = Number(env.WEB_CONCURRENCY ?? 1);
  const child: ChildProcess = spawn(process.execPath, SERVER_ARGUMENTS, {
    // With several workers the output is read for the primary's "all listening" line, then passed on.
    stdio: ['ignore', workers > 1 ? 'pipe' : log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SCHEDULER: 'off',
      BOT_CHECK: 'off',
      DEMO_DATA: 'never',
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      // The outbox sender polls every MAIL_POLL_MS: an hour keeps its statements out of the trace.
      MAIL_POLL_MS: '3600000',
      MAIL_DIR: join(scratch, 'mail'),
      FILES_DIR: join(scratch, 'files'),
      SQL_TRACE_FILE: traceFile ?? '',
      // One process unless a benchmark asks for more: `pid` and `memory()` are that process's, and
      // production would otherwise start one per core (src/server-processes.ts).
      WEB_CONCURRENCY: '1',
      ...env,
    },
  });
  let allListening = workers <= 1;
  child.stdout?.setEncoding('utf8').on('data', (text: string) => {
    if (ALL_LISTENING.test(text)) allListening = true;
    if (typeof log === 'number') writeSync(log, text);
    else process.stdout.write(text);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => (gone = true));
  if (typeof log === 'number') {
    if (workers <= 1) closeSync(log);
    else void exited.then(() => closeSync(log));
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    if (gone) throw new Error(`The server exited before answering /api/health (exit code ${await exited})`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok && allListening) break;
    } catch {
      // Not listening yet (migrations run at start-up).
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer /api/health within ${HEALTH_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = child.pid!;
  return {
    baseUrl,
    pid,
    // Summed over the workers too (their peaks need not have come at the same moment).
    memory: () => {
      const tree = [pid, ...childrenOf(pid)];
      const sum = (field: string) => tree.reduce((total, member) => total + statusKb(member, field), 0) / 1024;
      return { peakMb: sum('VmHWM'), rssMb: sum('VmRSS') };
    },
    stop: async () => {
      if (gone) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
