import pg from 'pg';

/** The search benchmark's database: always this name, on the server of DATABASE_URL. */
export const BENCH_DATABASE = 'techboard_bench';

/** What bench:data leaves in the database's comment, for the report. */
export interface GenerationNote {
  generatedAt: string;
  /** Seconds of each step, and `total`. */
  seconds: Record<string, number>;
}

/** Without DATABASE_URL: the local server, as `postgres` or (where the cluster was made by root) `root`. */
const LOCAL_SERVERS = ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres'];

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** A URL of the PostgreSQL server to use (any database on it): DATABASE_URL, else a local one. */
export async function serverUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  for (const url of LOCAL_SERVERS) if (await answers(url)) return url;
  throw new Error(`No PostgreSQL server: set DATABASE_URL (tried ${LOCAL_SERVERS.join(', ')})`);
}

/** The URL of the bench database on that server. */
export function benchUrl(server: string): string {
  const url = new URL(server);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

async function admin(server: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Drops the bench database (ending its sessions) and creates it empty. */
export async function recreateBenchDatabase(server: string): Promise<string> {
  // Connected to another database of the server: one cannot drop the database one is in.
  const maintenance = new URL(server);
  if (maintenance.pathname === `/${BENCH_DATABASE}`) maintenance.pathname = '/postgres';
  await admin(maintenance.toString(), `DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
  await admin(maintenance.toString(), `CREATE DATABASE ${BENCH_DATABASE}`);
  return benchUrl(server);
}
