import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { AppConfig } from '../../config/app-config.js';

interface Entry {
  value: unknown;
}

interface Loader {
  load: () => Promise<unknown>;
}

/**
 * Answers that every visitor gets the same (the landing page's lists and figures, the
 * dictionaries), kept for READ_CACHE_SECONDS in this process. Concurrent misses of one key share
 * one load, so a burst after expiry costs one query. Each process keeps its own copy: behind a load
 * balancer a change shows everywhere within the same few seconds. 0 turns it off.
 */
@Injectable()
export class ReadCache {
  private readonly cache: LRUCache<string, Entry, Loader> | null;

  constructor(config: AppConfig) {
    this.cache =
      config.readCacheSeconds > 0
        ? new LRUCache<string, Entry, Loader>({
            max: 2_000,
            ttl: config.readCacheSeconds * 1000,
            fetchMethod: async (_key, _stale, { context }) => ({ value: await context.load() }),
          })
        : null;
  }

  async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.cache) return load();
    const entry = await this.cache.fetch(key, { context: { load } });
    return entry!.value as T;
  }
}
