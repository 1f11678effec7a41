import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../src/config/app-config.js';
import { DictionaryType } from '../../shared/enums.js';
import { buildDataSourceOptions } from '../../src/database/data-source-options.js';
import { seedReferenceData } from '../../src/database/seed/reference-data.seeder.js';
import { createScratchDatabase } from '../../test/support/test-app.js';
import { writeResultsSection } from '../digest/report.js';
import { describeMachine, machineFacts } from '../load/machine.js';

/** The PostgreSQL server of DATABASE_URL, else the local one. */
export const postgresServerUrl = () => process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A Redis database index of these benchmarks' own (FLUSHDB on it is fine; nothing else uses it). */
export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/6';

export async function flushBenchRedis(): Promise<void> {
  const redis = new Redis(BENCH_REDIS_URL, { maxRetriesPerRequest: 2 });
  try {
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}

export interface ScratchDatabase {
  url: string;
  /** A TypeORM data source on it (migrated, reference data seeded), for the data generators. */
  db: DataSource;
  /** Plain SQL on it. */
  sql<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

/** A new database on the PostgreSQL server, migrated and seeded as the server would at start-up;
 *  dropped by close() unless KEEP_DB is set. */
export async function migratedScratchDatabase(): Promise<ScratchDatabase> {
  const scratch = await createScratchDatabase(postgresServerUrl());
  const config = AppConfig.fromProcessEnv({ DATABASE_URL: scratch.url, LOG_LEVEL: 'warn' });
  const db = new DataSource(buildDataSourceOptions(config));
  await db.initialize();
  await db.runMigrations({ transaction: 'each' });
  await db.transaction((manager) => seedReferenceData(manager));
  const pool = new pg.Pool({ connectionString: scratch.url, max: 3 });
  return {
    url: scratch.url,
    db,
    sql: async (text, params = []) => (await pool.query(text, params)).rows,
    close: async () => {
      await pool.end();
      await db.destroy();
      if (process.env.KEEP_DB) console.log(`Kept ${scratch.url}`);
      else await scratch.drop();
    },
  };
}

/** One claim of a fault benchmark: what it says, whether it held, and the figures behind it. */
interface Claim {
  claim: string;
  passed: boolean;
  detail: string;
}

/** The claims a run checks, printed as they are decided and written as a table. */
export class Claims {
  private readonly claims: Claim[] = [];

  check(claim: string, passed: boolean, detail: string): void {
    this.claims.push({ claim, passed, detail });
    console.log(`${passed ? 'PASS' : 'FAIL'} ${claim}: ${detail}`);
  }

  get allPassed(): boolean {
    return this.claims.length > 0 && this.claims.every((claim) => claim.passed);
  }

  table(): string {
    const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
    return [
      '| claim | result | measured |',
      '| --- | --- | --- |',
      ...this.claims.map((c) => `| ${cell(c.claim)} | ${c.passed ? 'pass' : '**FAIL**'} | ${cell(c.detail)} |`),
    ].join('\n');
  }
}

/** The run's date and machine, for the results section: cores, CPU, PostgreSQL version, load. */
export async function machineLine(database: ScratchDatabase): Promise<string> {
  const [{ version }] = await database.sql<{ version: string }>("SELECT current_setting('server_version') AS version");
  const machine = machineFacts();
  return `${machine.date}, ${describeMachine(machine, version)}`;
}

/** Writes the run's `## title` section into bench/results.md and sets the exit code. */
export function writeResults(title: string, intro: string, claims: Claims, notes: string[] = []): void {
  writeResultsSection(
    'bench/results.md',
    `## ${title}\n\n${intro}\n\n${claims.table()}\n${notes.length ? `\n${notes.map((note) => `- ${note}`).join('\n')}\n` : ''}`,
  );
  console.log(`Written to bench/results.md: ${claims.allPassed ? 'every claim held' : 'SOME CLAIMS FAILED'}`);
  if (!claims.allPassed) process.exitCode = 1;
}

/** Polls `probe` every `stepMs` until it answers true; false when `timeoutMs` passed first. */
export async function waitUntil(probe: () => Promise<boolean>, timeoutMs: number, stepMs = 250): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await probe()) return true;
    if (Date.now() > deadline) return false;
    await sleep(stepMs);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The last lines of a server's log file, for a failure message. */
export function logTail(path: string, lines = 30): string {
  try {
    return readFileSync(path, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/** The API's JSON envelope, as far as the trials read it. */
export interface Envelope {
  succeeded?: boolean;
  data?: Record<string, unknown> | null;
  errors?: Record<string, unknown> | null;
}

/** An API answer: status, headers and the parsed JSON body (null when it is not JSON). */
export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: Envelope | null;
  bytes: Buffer;
}

export async function call(url: string, init: RequestInit = {}): Promise<ApiAnswer> {
  const response = await fetch(url, init);
  const bytes = Buffer.from(await response.arrayBuffer());
  let body: Envelope | null = null;
  if ((response.headers.get('content-type') ?? '').includes('json'))
    body = JSON.parse(bytes.toString('utf8')) as Envelope;
  return { status: response.status, headers: response.headers, body, bytes };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A small, well-formed PDF of `size` bytes at least (padded with a comment): what the CV check accepts. */
export function pdfBytes(owner: string, size = 0): Buffer {
  const head = Buffer.from(`%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\n% CV of ${owner}\n`);
  const tail = Buffer.from('trailer <<>>\n%%EOF\n');
  const padding = Math.max(0, size - head.length - tail.length);
  return Buffer.concat([head, Buffer.from(`%${'x'.repeat(Math.max(0, padding - 2))}\n`.slice(0, padding)), tail]);
}

/** A form encoded as a browser sends it (multipart/form-data), for raw requests. */
export async function encodeForm(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const encoded = new Response(form);
  return { body: Buffer.from(await encoded.arrayBuffer()), contentType: encoded.headers.get('content-type')! };
}

export const PASSWORD = 'Secret#123';

/** Signs a talent up through the API (with the first technology of the dictionary); answers the access token. */
export async function signUpTalent(baseUrl: string, database: ScratchDatabase, email: string): Promise<string> {
  const [technology] = await database.sql<{ id: number }>(
    'SELECT id FROM dictionary_item WHERE type = $1 ORDER BY id LIMIT 1',
    [DictionaryType.Technology],
  );
  const form = new FormData();
  const fields = {
    Name: 'Nino Beridze',
    Email: email,
    Password: PASSWORD,
    ConfirmPassword: PASSWORD,
    AcceptTerms: 'true',
    Technologies: String(technology.id),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const answer = await call(`${baseUrl}/api/Account/CreateUserAccount`, { method: 'POST', body: form });
  if (answer.status !== 200)
    throw new Error(`talent sign-up failed: ${answer.status} ${answer.bytes.toString('utf8')}`);
  return answer.body?.data?.token as string;
}

/** Every file under the folder, as storage keys (`cvs/ab12….pdf`). */
export function listFiles(root: string, folder = root): string[] {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) =>
    entry.isDirectory()
      ? listFiles(root, join(folder, entry.name))
      : [relative(root, join(folder, entry.name)).split('\\').join('/')],
  );
}
