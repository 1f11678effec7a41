import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { childrenOf, freePort } from '../bench/support/processes.js';
import { demoLogins } from './support/demo-logins.js';

/**
 * Issue 21: the built server as production runs it with WEB_CONCURRENCY=2 on PostgreSQL, without
 * Redis: two worker processes behind one port that share rate limits and cache invalidations
 * through their primary, survive the loss of a worker, and stop together.
 */
const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = `techboard_workers_${process.pid}`;
const RATE_LIMIT = 6;

let primary: ChildProcess;
/** How many times a worker has said it listens. */
let listening = 0;
let baseUrl = '';
let scratch = '';

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on a connection of its own: the primary hands connections to the workers in turn. */
function call(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<Answer> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${baseUrl}${path}`,
      {
        method: init.method ?? 'GET',
        agent: false,
        headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function until<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve(probe()).catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${DATABASE}`);
  const url = new URL(SERVER);
  url.pathname = `/${DATABASE}`;
  scratch = mkdtempSync(join(tmpdir(), 'techboard-workers-'));
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  primary = spawn(process.execPath, ['dist/src/main.js'], {
    cwd: join(import.meta.dirname, '..'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '2',
      DATABASE_URL: url.toString(),
      JWT_SECRET: randomBytes(32).toString('hex'),
      PORT: String(port),
      HOST: '127.0.0.1',
      REDIS_URL: '',
      DEMO_DATA: 'always',
      DEMO_STAFF_PASSWORD: demoLogins.staff.password,
      AUTH_RATE_LIMIT_PER_MINUTE: String(RATE_LIMIT),
      READ_CACHE_SECONDS: '600',
      SCHEDULER: 'off',
      BOT_CHECK: 'off',
      LOG_LEVEL: 'warn',
      MAIL_DIR: join(scratch, 'mail'),
      FILES_DIR: join(scratch, 'files'),
    },
  });
  // Each worker says so once it listens; the primary hands connections only to those that do.
  primary
    .stdout!.setEncoding('utf8')
    .on('data', (text: string) => (listening += text.split('is listening on').length - 1));
  await until('two workers listening', () => (listening >= 2 ? true : undefined), 120_000);
});

test.afterAll(async () => {
  if (primary.exitCode === null) primary.kill('SIGKILL');
  for (const child of childrenOf(primary.pid!)) process.kill(child, 'SIGKILL');
  await admin(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  rmSync(scratch, { recursive: true, force: true });
});

test.describe.configure({ mode: 'serial' });

test('two workers count one rate limit between them', async () => {
  const statuses: number[] = [];
  for (let index = 0; index < RATE_LIMIT + 2; index += 1) {
    const answer = await call('/api/Account/SendPasswordRecoveryLink', {
      method: 'POST',
      body: { email: `nobody-${index}@example.com` },
    });
    statuses.push(answer.status);
  }
  // Connections alternate between the workers: each alone would have let all of them through.
  expect(statuses).toEqual([...Array<number>(RATE_LIMIT).fill(200), 429, 429]);
});

test("a change through one worker drops the other's kept answers and pages", async () => {
  const timings = async () => {
    const answers = [];
    for (let index = 0; index < 4; index += 1) answers.push(await call('/faq'));
    return answers.map((answer) => String(answer.headers['server-timing'] ?? ''));
  };
  await timings();
  expect((await timings()).every((timing) => timing === 'cache;desc="hit"')).toBe(true);

  const signIn = await call('/api/Account/SignIn', {
    method: 'POST',
    body: { email: demoLogins.staff.email, password: demoLogins.staff.password },
  });
  expect(signIn.status, signIn.body).toBe(200);
  const { data } = JSON.parse(signIn.body) as { data: { token: string } };
  const hero = {
    titleEN: 'Changed through one worker',
    titleGE: 'შეცვლილი',
    textEN: 'Text.',
    textGE: 'ტექსტი.',
    imageUrl: '/static/hero.svg',
  };
  const update = await call('/api/Admin/UpdateHero', {
    method: 'POST',
    headers: { Authorization: `Bearer ${data.token}` },
    body: hero,
  });
  expect(update.status).toBe(200);

  // The other worker hears of it through the primary within milliseconds.
  await new Promise((resolve) => setTimeout(resolve, 300));
  // Four connections, two to each worker: each renders the page once more, then answers from its cache.
  const after = await timings();
  expect(after.filter((timing) => timing.startsWith('data;'))).toHaveLength(2);
  expect(after.filter((timing) => timing === 'cache;desc="hit"')).toHaveLength(2);
  for (let index = 0; index < 4; index += 1) {
    const answer = await call('/api/BackOfficeStaticData/GetHeroTextImage');
    expect((JSON.parse(answer.body) as { data: { titleEN: string } }).data.titleEN).toBe(hero.titleEN);
  }
});

test('a worker killed is replaced while the other answers, and SIGTERM stops them all', async () => {
  const [victim, survivor] = childrenOf(primary.pid!);
  test.setTimeout(120_000);
  process.kill(victim!, 'SIGKILL');
  // A connection handed to it at the instant it died is lost; once the primary knows, all go to the other.
  await until('the worker to be gone', () => (alive(victim!) ? undefined : true));
  await new Promise((resolve) => setTimeout(resolve, 300));
  for (let index = 0; index < 5; index += 1) expect((await call('/api/health')).status).toBe(200);
  const replacement = await until(
    'a new worker',
    () => childrenOf(primary.pid!).find((pid) => pid !== survivor),
    30_000,
  );
  const listeningBefore = listening;
  await until('the new worker listening', () => (listening > listeningBefore ? true : undefined), 60_000);
  expect(alive(replacement)).toBe(true);

  const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
  primary.kill('SIGTERM');
  expect(await exited).toBe(0);
  await until('the workers to stop', () => (alive(survivor!) || alive(replacement) ? undefined : true), 30_000);
});
