import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { Redis } from 'ioredis';

/** The counter behind @RateLimited(): in this process, or in Redis so every process shares it. */
export class RateLimiter {
  private constructor(
    private readonly limiter: RateLimiterAbstract,
    private readonly redis: Redis | null,
  ) {}

  static create(perMinute: number, redisUrl: string | null): RateLimiter {
    const options = { points: perMinute, duration: 60, keyPrefix: 'techboard:rate' };
    if (!redisUrl) return new RateLimiter(new RateLimiterMemory(options), null);
    const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
    return new RateLimiter(new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new RateLimiterMemory(options) }), redis);
  }

  /** Counts one request for the key; answers how many seconds to wait when over the limit, else null. */
  async hit(key: string): Promise<number | null> {
    try {
      await this.limiter.consume(key);
      return null;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      throw rejection;
    }
  }

  async close(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
