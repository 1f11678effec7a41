import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { RateLimiter } from './rate-limiter.js';

const REDIS_URL = 'redis://127.0.0.1:6379';
const threeAMinute = (prefix = 'test') => ({ points: 3, durationSeconds: 60, prefix });

describe('RateLimiter', () => {
  it('counts in memory: the fourth hit of three a minute waits about a minute', async () => {
    const limiter = RateLimiter.create(threeAMinute(), null);
    const key = randomUUID();
    for (let i = 0; i < 3; i++) expect(await limiter.hit(key)).toBeNull();
    const wait = await limiter.hit(key);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limiter.hit(randomUUID())).toBeNull();
  });

  it('counts failures after the fact, says when a key is used up without counting, and forgets a key', async () => {
    const limiter = RateLimiter.create(threeAMinute(), null);
    const key = randomUUID();
    await limiter.count(key);
    await limiter.count(key);
    expect(await limiter.exhausted(key)).toBeNull();
    await limiter.count(key);
    expect(await limiter.exhausted(key)).toBeGreaterThan(50);
    await limiter.forget(key);
    expect(await limiter.exhausted(key)).toBeNull();
  });

  it('shares the count between processes through Redis (two limiters stand in for two processes)', async () => {
    const [first, second] = [new Redis(REDIS_URL), new Redis(REDIS_URL)];
    try {
      const prefix = `test:${randomUUID()}`;
      const one = RateLimiter.create(threeAMinute(prefix), first);
      const two = RateLimiter.create(threeAMinute(prefix), second);
      const key = 'shared';
      expect(await one.hit(key)).toBeNull();
      expect(await two.hit(key)).toBeNull();
      await one.count(key);
      expect(await two.exhausted(key)).toBeGreaterThan(0);
      expect(await two.hit(key)).toBeGreaterThan(0);
    } finally {
      first.disconnect();
      second.disconnect();
    }
  });
});
