import { jest } from '@jest/globals';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { PGliteLockTimeoutError } from '../src/database/serialized-pglite-pool.js';
import { dataOf } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * PGlite is one database session for the whole process. Its pool (src/database/serialized-pglite-pool.ts)
 * lends that session to one TypeORM connection at a time; before, every connection shared it at once,
 * so overlapping requests mixed their transactions. PostgreSQL has real connections: nothing to show there.
 */
const onPGlite = process.env.DATABASE_URL ? describe.skip : describe;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms} ms (is the PGlite session leaked?)`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

type ConnectCallback = (
  error: unknown,
  client: { query(sql: string): Promise<unknown> } | null,
  done: () => Promise<void>,
) => void;
interface PoolLike {
  connect(callback: ConnectCallback): Promise<void>;
}

onPGlite('PGlite: one connection at a time', () => {
  let t: TestApp | null = null;
  const db = () => t!.db;
  const insert = (label: string, run: { query(sql: string, params: unknown[]): Promise<unknown> } = db()) =>
    run.query('INSERT INTO isolation_probe (label) VALUES ($1)', [label]);
  const labels = async (): Promise<string[]> =>
    ((await db().query('SELECT label FROM isolation_probe ORDER BY label')) as { label: string }[]).map(
      (row) => row.label,
    );

  beforeAll(async () => {
    t = await startTestApp();
    await db().query('CREATE TABLE isolation_probe (id serial PRIMARY KEY, label text NOT NULL)');
  });
  afterAll(async () => {
    await t?.close();
  });
  beforeEach(async () => {
    await db().query('TRUNCATE isolation_probe');
  });

  it('keeps two overlapping transactions apart: the rolled-back one leaves nothing, the other keeps its rows', async () => {
    const seenByCommitted: string[][] = [];
    const rolledBack = db().transaction(async (manager) => {
      await insert('rollback-1', manager);
      await sleep(50);
      await insert('rollback-2', manager);
      throw new Error('undo this one');
    });
    const committed = db().transaction(async (manager) => {
      seenByCommitted.push(
        ((await manager.query('SELECT label FROM isolation_probe')) as { label: string }[]).map((r) => r.label),
      );
      await insert('commit-1', manager);
      await sleep(20);
      await insert('commit-2', manager);
    });
    await expect(rolledBack).rejects.toThrow('undo this one');
    await committed;
    expect(await labels()).toEqual(['commit-1', 'commit-2']);
    // No dirty read of the other transaction's uncommitted rows.
    expect(seenByCommitted).toEqual([[]]);
  });

  it("keeps an autocommit write made during another caller's transaction when that transaction rolls back", async () => {
    let inserted!: () => void;
    const transactionHasWritten = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = db().transaction(async (manager) => {
      await insert('in-transaction', manager);
      inserted();
      await sleep(100);
      throw new Error('roll back');
    });
    await transactionHasWritten;
    const autocommit = insert('autocommit');
    await expect(transaction).rejects.toThrow('roll back');
    await autocommit;
    expect(await labels()).toEqual(['autocommit']);
  });

  it('runs many concurrent transactions (half rolled back) and still answers HTTP requests meanwhile', async () => {
    const transactions = Array.from({ length: 10 }, (_, i) =>
      db().transaction(async (manager) => {
        await insert(`tx-${i}-a`, manager);
        await sleep(5);
        await insert(`tx-${i}-b`, manager);
        if (i % 2 === 1) throw new Error(`undo ${i}`);
      }),
    );
    const health = Array.from({ length: 8 }, () => t!.http.get('/api/health'));
    const [outcomes, answers] = await Promise.all([Promise.allSettled(transactions), Promise.all(health)]);
    expect(outcomes.map((o) => o.status)).toEqual(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 1 ? 'rejected' : 'fulfilled')),
    );
    for (const answer of answers) expect(dataOf(answer)).toEqual({ status: 'ok', database: 'up' });
    expect(await labels()).toEqual([0, 2, 4, 6, 8].flatMap((i) => [`tx-${i}-a`, `tx-${i}-b`]).sort());
  });

  it('frees the session after failed queries and failed transactions', async () => {
    const typeormLog = jest.spyOn(console, 'log').mockImplementation(() => undefined); // the expected query failures
    try {
      await failSeveralWays();
    } finally {
      typeormLog.mockRestore();
    }
    await within(insert('after-the-errors'), 2000, 'A query after failures');
    expect(await labels()).toEqual(['after-the-errors']);
  });

  async function failSeveralWays(): Promise<void> {
    await expect(db().query('SELECT * FROM no_such_table')).rejects.toThrow(/no_such_table/);
    await expect(
      db().transaction(async (manager) => {
        await insert('before-the-error', manager);
        await manager.query('SELECT * FROM no_such_table');
      }),
    ).rejects.toThrow(/no_such_table/);
    // A failed COMMIT (deferred constraint) too.
    await expect(
      db().transaction(async (manager) => {
        await manager.query(
          'CREATE TEMP TABLE deferred_probe (id int, CONSTRAINT one UNIQUE (id) DEFERRABLE INITIALLY DEFERRED) ON COMMIT DROP',
        );
        await manager.query('INSERT INTO deferred_probe VALUES (1), (1)');
      }),
    ).rejects.toThrow(/duplicate key/);
  }

  it('fails a wait for the session after the timeout instead of hanging (a transaction querying outside itself)', async () => {
    const driver = db().driver as PostgresDriver;
    // Another pool of the same kind: same process-wide lock and PGlite instance, short timeout.
    const Pool = (driver.master as object).constructor as new (config: { connectionTimeoutMillis: number }) => PoolLike;
    const impatient = new Pool({ connectionTimeoutMillis: 200 });
    const loud = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await db().transaction(async () => {
        const waited = new Promise((resolve, reject) => {
          void impatient.connect((error, client, done) => {
            if (error) reject(error);
            else void done().then(() => resolve(client));
          });
        });
        await expect(waited).rejects.toBeInstanceOf(PGliteLockTimeoutError);
      });
      expect(loud).toHaveBeenCalledWith(expect.stringContaining('Waited 200 ms for the PGlite session'));
    } finally {
      loud.mockRestore();
    }
    await within(insert('still-working'), 2000, 'A query after the timeout');
  });

  it('closes the data source even when a connection was never released', async () => {
    const driver = db().driver as PostgresDriver;
    await driver.obtainMasterConnection(); // taken and leaked on purpose
    const loud = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await within(t!.close(), 5000, 'Closing the app');
      t = null;
      expect(loud).toHaveBeenCalledWith(
        expect.stringContaining('Pool ended while a connection still holds the session'),
      );
    } finally {
      loud.mockRestore();
    }
  });
});
