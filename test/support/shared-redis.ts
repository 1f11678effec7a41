import { Redis } from 'ioredis';
import { startTestApp, type TestApp } from './test-app.js';

/**
 * Two apps standing for two server processes of one site: one Redis database (REDIS_URL) and the
 * read cache on. The database is emptied first: the public answers kept there by an earlier run
 * must not answer in this one.
 */
export async function twoAppsSharingRedis(
  redisUrl: string,
  env: Record<string, string> = {},
): Promise<[TestApp, TestApp]> {
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  await redis.quit();
  const settings = { READ_CACHE_SECONDS: '600', REDIS_URL: redisUrl, ...env };
  return [await startTestApp(settings), await startTestApp(settings)];
}
