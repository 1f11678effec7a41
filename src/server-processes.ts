import cluster, { type Worker } from 'node:cluster';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { isCacheInvalidationMessage } from './core/cache/cache-invalidation-bus.js';

/** A worker that dies is started again after this long, doubled while they keep dying young. */
const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A worker that lived this long was not crashing at start: the delay goes back to the first. */
const HEALTHY_AFTER_MS = 60_000;
/** On SIGTERM or SIGINT, workers get this long to finish their requests before they are killed. */
const STOP_TIMEOUT_MS = 30_000;

type Role = 'first' | 'other';

/**
 * The primary of `count` server processes sharing one port (WEB_CONCURRENCY, issue 21). It serves
 * no request itself. The first worker starts alone (it migrates the database and loads demo data,
 * once) and is the one that runs the scheduled jobs; the others start once it listens, with
 * SCHEDULER=off (the jobs' claims in PostgreSQL would keep them correct anyway, but one process
 * running them is less work). A worker that dies is started again in the same role. Workers
 * without Redis tell each other of cache invalidations through this process, and count rate
 * limits here (rate-limiter-flexible's cluster master).
 */
export function runServerProcesses(count: number): void {
  new RateLimiterClusterMaster();
  const roles = new Map<Worker, { role: Role; startedAt: number }>();
  let restartDelay = FIRST_RESTART_DELAY_MS;
  let stopping = false;

  const start = (role: Role): Worker => {
    const worker = cluster.fork(role === 'first' ? {} : { SCHEDULER: 'off' });
    roles.set(worker, { role, startedAt: Date.now() });
    return worker;
  };

  start('first').once('listening', () => {
    for (let index = 1; index < count; index += 1) start('other');
  });
  let listening = 0;
  cluster.on('listening', () => {
    listening += 1;
    // Said once, when the first set is up (the benchmarks wait for it).
    if (listening === count) console.log(`All ${count} server processes are listening`);
  });

  cluster.on('message', (sender, message: unknown) => {
    if (!isCacheInvalidationMessage(message)) return;
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== sender && worker.isConnected()) worker.send(message);
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const started = roles.get(worker);
    roles.delete(worker);
    if (stopping || !started) return;
    console.error(
      `Server process ${worker.process.pid} (${started.role}) ended (${signal ?? `code ${code}`}); starting another in ${restartDelay} ms`,
    );
    restartDelay = Date.now() - started.startedAt > HEALTHY_AFTER_MS ? FIRST_RESTART_DELAY_MS : restartDelay;
    setTimeout(() => start(started.role), restartDelay);
    restartDelay = Math.min(restartDelay * 2, MAX_RESTART_DELAY_MS);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of roles.keys()) worker.process.kill(signal);
    const deadline = setTimeout(() => {
      for (const worker of roles.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, STOP_TIMEOUT_MS);
    deadline.unref();
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.log(`Starting ${count} server processes`);
}
