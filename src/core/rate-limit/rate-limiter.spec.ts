import { randomUUID } from 'node:crypto';
import { RateLimiter } from './rate-limiter.js';

const REDIS_URL = 'redis://127.0.0.1:6379';

describe('RateLimiter', () => {
  it('counts in memory: the fourth hit of three a minute waits about a minute', async () => {
    const limiter = RateLimiter.create(3, null);
    const key = randomUUID();
    for (let i = 0; i < 3; i++) expect(await limiter.hit(key)).toBeNull();
    const wait = await limiter.hit(key);
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limiter.hit(randomUUID())).toBeNull();
  });

  it('shares the count between processes through Redis (two limiters stand in for two processes)', async () => {
    const one = RateLimiter.create(3, REDIS_URL);
    const two = RateLimiter.create(3, REDIS_URL);
    try {
      const key = `test:${randomUUID()}`;
      expect(await one.hit(key)).toBeNull();
      expect(await two.hit(key)).toBeNull();
      expect(await one.hit(key)).toBeNull();
      expect(await two.hit(key)).toBeGreaterThan(0);
    } finally {
      await one.close();
      await two.close();
    }
  });
});
