import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config.js';
import { RateLimitGuard } from './rate-limit.guard.js';
import { RateLimiter } from './rate-limiter.js';

/** The Redis connection the counters share (REDIS_URL), or null: counters in this process. */
export const RATE_LIMIT_REDIS = Symbol('RATE_LIMIT_REDIS');

@Global()
@Module({
  providers: [
    {
      provide: RATE_LIMIT_REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }) : null,
    },
    {
      provide: RateLimiter,
      inject: [AppConfig, RATE_LIMIT_REDIS],
      useFactory: (config: AppConfig, redis: Redis | null) =>
        RateLimiter.create(
          { points: config.authRateLimitPerMinute, durationSeconds: 60, prefix: 'techboard:rate' },
          redis,
        ),
    },
    RateLimitGuard,
  ],
  exports: [RATE_LIMIT_REDIS, RateLimiter, RateLimitGuard],
})
export class RateLimitModule implements OnApplicationShutdown {
  constructor(@Inject(RATE_LIMIT_REDIS) private readonly redis: Redis | null) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis?.quit().catch(() => undefined);
  }
}
