import { EventEmitter } from 'node:events';
import { getPGliteInstance, PGliteDriver } from 'typeorm-pglite';

/*
 * Why this exists: PGlite is one embedded PostgreSQL backend, i.e. ONE session. typeorm-pglite's
 * pool hands that same session to every TypeORM "connection" at once (and ignores `max: 1`), so
 * two overlapping requests interleave their statements in one session: a transaction sees and
 * swallows another request's writes (its ROLLBACK undoes someone else's autocommit insert), and a
 * second START TRANSACTION inside an open one fails. This pool makes the session exclusive: a
 * connection is a lease on a process-wide FIFO lock, taken in `connect` and given back by the
 * `done` callback TypeORM calls (or `client.release()`). One request's transaction therefore runs
 * alone, exactly like one pooled connection of a real PostgreSQL with `max: 1`.
 *
 * The price: code that, inside a transaction, queries through the DataSource (or an injected
 * repository) instead of the transaction's EntityManager now waits for a lock its own transaction
 * holds. Instead of hanging forever, such a wait fails after `connectionTimeoutMillis` (pg-pool's
 * name for "how long to wait for a client"; default 30 s) with a loud log naming where the holder
 * took the lock, and a lease held for long while others wait is logged too.
 */

/** How long `connect` waits for the session before failing, unless the pool config says otherwise. */
export const DEFAULT_LOCK_TIMEOUT_MS = 30_000;
/** A lease held longer than this while others wait is logged (once) with the place that took it. */
export const LOCK_HOLD_WARNING_MS = 10_000;

// PGlite's types as typeorm-pglite (a CommonJS package) sees them: importing them from
// '@electric-sql/pglite' here would give the ESM copies, which TypeScript treats as different.
type PGliteOptions = NonNullable<ConstructorParameters<typeof PGliteDriver>[0]>;
type PGlite = Awaited<ReturnType<typeof getPGliteInstance>>;
type PGlitePoolClass = PGliteDriver['driver']['Pool'];
type BasePool = InstanceType<PGlitePoolClass>;
type QueryResults = Awaited<ReturnType<BasePool['query']>>;
type QueryCallback = (error: unknown, results: QueryResults | null) => void;
// typeorm-pglite's type says the client is the pool itself; TypeORM only needs query, on and removeListener.
type ConnectCallback = Parameters<BasePool['connect']>[0];

/** Thrown (to the `connect` callback) when the session stayed taken for the whole timeout. */
export class PGliteLockTimeoutError extends Error {
  override readonly name = 'PGliteLockTimeoutError';
}

interface Lease {
  readonly owner: object;
  /** Captured where the lease was asked for: its stack names the code that holds the session. */
  readonly site: Error;
  acquiredAt: number;
  client: SerializedPGliteClient | null;
  warning?: NodeJS.Timeout;
  warned?: boolean;
}

interface Waiter {
  lease: Lease;
  grant(): void;
  fail(error: Error): void;
  timer?: NodeJS.Timeout;
}

/** A FIFO async mutex: the next waiter gets the lock directly from the releaser (no barging). */
class FifoLock {
  private holder: Lease | null = null;
  private readonly waiters: Waiter[] = [];

  get current(): Lease | null {
    return this.holder;
  }

  acquire(owner: object, site: Error, timeoutMs: number): Promise<Lease> {
    const lease: Lease = { owner, site, acquiredAt: 0, client: null };
    if (!this.holder) {
      this.grant(lease);
      return Promise.resolve(lease);
    }
    return new Promise<Lease>((resolve, reject) => {
      const waiter: Waiter = {
        lease,
        grant: () => resolve(lease),
        fail: (error) => reject(error),
      };
      waiter.timer = setTimeout(() => {
        this.remove(waiter);
        const error = new PGliteLockTimeoutError(
          `Waited ${timeoutMs} ms for the PGlite session; ${this.describeHolder()}`,
        );
        console.error(
          `[PGlite] ${error.message}\n` +
            'A transaction that queries through the DataSource or an injected repository instead of its ' +
            'EntityManager waits for itself like this.\nThe waiting caller: ' +
            (site.stack ?? '(no stack)'),
        );
        waiter.fail(error);
      }, timeoutMs);
      waiter.timer.unref();
      this.waiters.push(waiter);
    });
  }

  release(lease: Lease): void {
    if (this.holder !== lease) return;
    if (lease.warning) clearTimeout(lease.warning);
    if (lease.warned) console.error(`[PGlite] Session released after ${Date.now() - lease.acquiredAt} ms`);
    this.holder = null;
    const next = this.waiters.shift();
    if (next) {
      if (next.timer) clearTimeout(next.timer);
      this.grant(next.lease);
      next.grant();
    }
  }

  /** Fails the owner's queued waiters (its pool is ending); others keep waiting. */
  failWaitersOf(owner: object, error: Error): void {
    for (const waiter of [...this.waiters]) {
      if (waiter.lease.owner !== owner) continue;
      this.remove(waiter);
      waiter.fail(error);
    }
  }

  describeHolder(): string {
    const lease = this.holder;
    if (!lease) return 'it is free now';
    return `it has been held for ${Date.now() - lease.acquiredAt} ms by a connection taken at:\n${lease.site.stack ?? '(no stack)'}`;
  }

  private grant(lease: Lease): void {
    this.holder = lease;
    lease.acquiredAt = Date.now();
    this.watch(lease);
  }

  /** Logs (once) a lease held long while others wait for it; a long hold nobody waits for, like
   *  the migrations at start-up, is fine and stays quiet. */
  private watch(lease: Lease): void {
    lease.warning = setTimeout(() => {
      if (this.holder !== lease) return;
      if (this.waiters.length === 0) return this.watch(lease);
      lease.warned = true;
      console.error(
        `[PGlite] ${this.waiters.length} caller(s) waiting for the session (leaked connection or long transaction?); ${this.describeHolder()}`,
      );
    }, LOCK_HOLD_WARNING_MS);
    lease.warning.unref();
  }

  private remove(waiter: Waiter): void {
    if (waiter.timer) clearTimeout(waiter.timer);
    const index = this.waiters.indexOf(waiter);
    if (index !== -1) this.waiters.splice(index, 1);
  }
}

/** One per process, like the PGlite instance typeorm-pglite keeps (one per module instance). */
const sessionLock = new FifoLock();

/** What the pool's session-level queries run through: the base pool's own PGlite query handling. */
interface QueryRunnerPool {
  runQuery(sql: string, params?: unknown[]): Promise<QueryResults>;
}

/**
 * The "connection" TypeORM gets from `connect`: valid until released; its queries go to the PGlite
 * instance through typeorm-pglite's query handling. An EventEmitter because TypeORM listens for
 * `error` on it.
 */
export class SerializedPGliteClient extends EventEmitter {
  private readonly pending = new Set<Promise<unknown>>();
  private releasing: Promise<void> | null = null;

  constructor(
    private readonly pool: QueryRunnerPool,
    private readonly lease: Lease,
    private readonly pglite: PGlite,
  ) {
    super();
  }

  get released(): boolean {
    return this.releasing !== null;
  }

  query(sql: string, params?: unknown[]): Promise<QueryResults>;
  query(sql: string, callback: QueryCallback): void;
  query(sql: string, params: unknown[] | undefined, callback: QueryCallback): void;
  query(
    sql: string,
    paramsOrCallback?: unknown[] | QueryCallback,
    maybeCallback?: QueryCallback,
  ): Promise<QueryResults> | void {
    const callback = typeof paramsOrCallback === 'function' ? paramsOrCallback : maybeCallback;
    const params = typeof paramsOrCallback === 'function' ? undefined : paramsOrCallback;
    const result = this.released
      ? Promise.reject(
          new Error("PGlite connection used after it was released; the query would run in another caller's session"),
        )
      : this.pool.runQuery(sql, params);
    const tracked = result.then(
      () => undefined,
      () => undefined,
    );
    this.pending.add(tracked);
    void tracked.then(() => this.pending.delete(tracked));
    if (!callback) return result;
    result.then(
      (rows) => callback(null, rows),
      (error: unknown) => callback(error, null),
    );
  }

  /** Gives the session back: after the client's queries settle, and after rolling back a
   *  transaction it left open (so it cannot leak into the next holder's work). Never rejects;
   *  calling it again returns the same promise. */
  release(_error?: unknown): Promise<void> {
    this.releasing ??= this.free();
    return this.releasing;
  }

  private async free(): Promise<void> {
    try {
      await Promise.all([...this.pending]);
      if (!this.pglite.closed && this.pglite.isInTransaction()) {
        console.error(
          '[PGlite] A connection was released inside an open transaction; rolling it back. Taken at:\n' +
            (this.lease.site.stack ?? ''),
        );
        await this.pglite.exec('ROLLBACK');
      }
    } catch (error) {
      console.error('[PGlite] Cleaning up a released connection failed', error);
    } finally {
      sessionLock.release(this.lease);
    }
  }
}

/** Pool config as TypeORM builds it (its `extra` merged in); only the wait timeout is read. */
export interface SerializedPoolConfig {
  connectionTimeoutMillis?: number;
}

/**
 * The `driver` for a PGlite DataSource: typeorm-pglite's driver (same PGlite options) with the pool
 * replaced by one that serialises connections.
 */
export function serializedPGliteDriver(options: PGliteOptions): { Pool: PGlitePoolClass } {
  const BasePool = new PGliteDriver(options).driver.Pool;

  class SerializedPGlitePool extends BasePool implements QueryRunnerPool {
    private ended = false;
    private readonly timeoutMs: number;

    constructor(config: SerializedPoolConfig = {}) {
      super();
      const timeout = config.connectionTimeoutMillis;
      this.timeoutMs = typeof timeout === 'number' && timeout > 0 ? timeout : DEFAULT_LOCK_TIMEOUT_MS;
    }

    /** Waits for the session, then hands out a client that holds it until released. */
    override async connect(callback: ConnectCallback): Promise<void> {
      const site = new Error('PGlite connection taken here');
      let lease: Lease | null = null;
      let pglite: PGlite;
      try {
        if (this.ended) throw new Error('Cannot use a pool after calling end on the pool');
        lease = await sessionLock.acquire(this, site, this.timeoutMs);
        pglite = await getPGliteInstance();
        if (this.ended) throw new Error('Cannot use a pool after calling end on the pool');
      } catch (error) {
        if (lease) sessionLock.release(lease);
        callback(error, null, async () => undefined);
        return;
      }
      const client = new SerializedPGliteClient(this, lease, pglite);
      lease.client = client;
      callback(null, client as unknown as BasePool, (error?: unknown) => client.release(error));
    }

    /** A query on the pool itself takes the session for that one statement, like pg-pool's. */
    override query(sql: string, params?: unknown[] | QueryCallback, callback?: QueryCallback): Promise<QueryResults> {
      const cb = typeof params === 'function' ? params : callback;
      const values = typeof params === 'function' ? undefined : params;
      const result = (async () => {
        if (this.ended) throw new Error('Cannot use a pool after calling end on the pool');
        const lease = await sessionLock.acquire(this, new Error('PGlite pool.query taken here'), this.timeoutMs);
        try {
          return await this.runQuery(sql, values);
        } finally {
          sessionLock.release(lease);
        }
      })();
      if (cb) {
        result.then(
          (rows) => cb(null, rows),
          (error: unknown) => cb(error, null),
        );
        // pg-style: with a callback, errors go to it, not to an unhandled rejection.
        return result.catch(() => null as unknown as QueryResults);
      }
      return result;
    }

    /** The base pool's query, without the lock: only for the holder of the session. */
    runQuery(sql: string, params?: unknown[]): Promise<QueryResults> {
      return super.query(sql, params as unknown[] | undefined);
    }

    /**
     * Closes PGlite. TypeORM releases its query runners first; a connection of this pool still
     * holding the session then was leaked, so it is released (loudly) instead of waited for.
     * Callers still queued get an error instead of a freshly re-created database.
     */
    override end(callback: (error: unknown) => void): void {
      this.ended = true;
      sessionLock.failWaitersOf(this, new Error('The PGlite pool was ended while waiting for the session'));
      void (async () => {
        const holder = sessionLock.current;
        if (holder?.owner === this && holder.client) {
          if (!holder.client.released)
            console.error(
              `[PGlite] Pool ended while a connection still holds the session; releasing it. ${sessionLock.describeHolder()}`,
            );
          await holder.client.release();
        }
        let lease: Lease | null = null;
        try {
          lease = await sessionLock.acquire(this, new Error('PGlite pool.end taken here'), this.timeoutMs);
        } catch {
          console.error('[PGlite] Closing the database without the session lock');
        }
        super.end((error: unknown) => {
          if (lease) sessionLock.release(lease);
          callback(error);
        });
      })();
    }
  }

  return { Pool: SerializedPGlitePool as unknown as PGlitePoolClass };
}
