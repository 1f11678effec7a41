import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { DataSource, QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-unavailable.js';

/** The error a real node-postgres call fails with. */
async function failureOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

const databaseError = (code: string, message: string) =>
  Object.assign(new pg.DatabaseError(message, 0, 'error'), { code });
const failedQuery = (driverError: Error) => new QueryFailedError('SELECT 1', [], driverError);

describe('isDatabaseUnavailable (a 503, not a 500)', () => {
  let silent: Server;
  const silentSockets: Socket[] = [];
  let closedPort: number;
  beforeAll(async () => {
    // A port nothing listens on, and a server that accepts connections but never answers.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    silent = createServer((socket) => silentSockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const socket of silentSockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('is true when PostgreSQL is down: the connection is refused', async () => {
    const pool = new pg.Pool({ host: '127.0.0.1', port: closedPort, user: 'nobody', max: 1 });
    const error = await failureOf(() => pool.query('SELECT 1'));
    await pool.end();
    expect((error as { code?: string }).code).toBe('ECONNREFUSED');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('is true when the connection does not come within the pool timeout', async () => {
    const pool = new pg.Pool({
      host: '127.0.0.1',
      port: (silent.address() as AddressInfo).port,
      user: 'nobody',
      max: 1,
      connectionTimeoutMillis: 100,
    });
    const error = await failureOf(() => pool.query('SELECT 1'));
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P03', 'the database system is starting up'],
    ['53300', 'sorry, too many clients already'],
    ['08006', 'connection failure'],
  ])('is true for SQLSTATE %s (%s), also inside TypeORM QueryFailedError', (code, message) => {
    expect(isDatabaseUnavailable(databaseError(code, message))).toBe(true);
    expect(isDatabaseUnavailable(failedQuery(databaseError(code, message)))).toBe(true);
  });

  it('is true for a connection that broke in the middle of a query', () => {
    expect(isDatabaseUnavailable(failedQuery(new Error('Connection terminated unexpectedly')))).toBe(true);
  });

  it("is false for the query's own failures and anything else", () => {
    expect(
      isDatabaseUnavailable(failedQuery(databaseError('23505', 'duplicate key value violates unique constraint'))),
    ).toBe(false);
    expect(isDatabaseUnavailable(failedQuery(databaseError('42601', 'syntax error at or near "SELEC"')))).toBe(false);
    expect(isDatabaseUnavailable(databaseError('57014', 'canceling statement due to statement timeout'))).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
  });

  it('is true when TypeORM let go of a transaction whose connection failed', () => {
    expect(isDatabaseUnavailable(new QueryRunnerAlreadyReleasedError())).toBe(true);
  });

  const onPostgres = process.env.DATABASE_URL ? it : it.skip;
  onPostgres('is true for a session PostgreSQL itself ends (pg_terminate_backend)', async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    client.on('error', () => undefined); // the ended session reports once more
    await client.connect();
    const error = await failureOf(() => client.query('SELECT pg_terminate_backend(pg_backend_pid())'));
    await client.end().catch(() => undefined);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  onPostgres('is true for a transaction whose session PostgreSQL ended between two statements', async () => {
    const db = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL });
    await db.initialize();
    try {
      const error = await failureOf(() =>
        db.transaction(async (manager) => {
          const [{ pid }] = await manager.query('SELECT pg_backend_pid() AS pid');
          await db.query('SELECT pg_terminate_backend($1)', [pid]);
          await new Promise((resolve) => setTimeout(resolve, 200)); // the session's end reaches the client
          await manager.query('SELECT 1'); // a raw statement; an entity's save fails the same way
        }),
      );
      expect(isDatabaseUnavailable(error)).toBe(true);
    } finally {
      await db.destroy();
    }
  });
});
