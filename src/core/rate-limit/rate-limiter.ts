import cluster from 'node:cluster';
import {
  type RateLimiterAbstract,
  RateLimiterCluster,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';

export interface RateLimit {
  /** How many counts a key may have within the window. */
  points: number;
  durationSeconds: number;
  /** Keeps one limit's keys apart from another's. */
  prefix: string;
}

/** A counter per key over a fixed window: in Redis so every process shares it (counting in memory
 *  meanwhile if Redis cannot be reached); without Redis, in the primary process that worker
 *  processes of one machine share (WEB_CONCURRENCY, server-processes.ts), or in this process. */
export class RateLimiter {
  private constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly points: number,
  ) {}

  static create(limit: RateLimit, redis: Redis | null): RateLimiter {
    const options = { points: limit.points, duration: limit.durationSeconds, keyPrefix: limit.prefix };
    const limiter = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) })
      : cluster.isWorker
        ? new RateLimiterCluster(options)
        : new RateLimiterMemory(options);
    return new RateLimiter(limiter, limit.points);
  }

  /** Counts one request for the key; answers how many seconds to wait when over the limit, else null. */
  async hit(key: string): Promise<number | null> {
    try {
      await this.limiter.consume(key);
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return secondsOf(rejection);
      throw rejection;
    }
  }

  /** Counts one for the key without asking whether it may (a failure, counted after the fact). */
  async count(key: string): Promise<void> {
    await this.limiter.penalty(key, 1);
  }

  /** How many seconds to wait when the key has used up its counts, else null; counts nothing. */
  async exhausted(key: string): Promise<number | null> {
    const state = await this.limiter.get(key);
    return state && state.consumedPoints >= this.points ? secondsOf(state) : null;
  }

  async forget(key: string): Promise<void> {
    await this.limiter.delete(key);
  }
}

const secondsOf = (state: RateLimiterRes) => Math.max(1, Math.ceil(state.msBeforeNext / 1000));
