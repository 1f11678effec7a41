import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { AppConfig } from '../../config/app-config.js';
import { CacheInvalidationBus } from './cache-invalidation-bus.js';
import { PublicResponseCache } from './public-response-cache.js';

interface Entry {
  value: unknown;
  /** Something was forgotten while this was loading: it may hold the old state, so it is not kept. */
  loadedAcrossForget: boolean;
}

interface Loader {
  load: () => Promise<unknown>;
}

/**
 * Answers that every visitor gets the same (the landing page's lists and figures, the
 * dictionaries), kept for READ_CACHE_SECONDS in this process. Concurrent misses of one key share
 * one load, so a burst after expiry costs one query. 0 turns it off.
 *
 * A change (the back office) shows at once through `forget`, in every process: the others hear of
 * it through the CacheInvalidationBus (Redis), and within READ_CACHE_SECONDS if that message is lost.
 */
@Injectable()
export class ReadCache {
  private readonly cache: LRUCache<string, Entry, Loader> | null;
  private forgets = 0;
  private readonly forgetListeners: (() => void)[] = [];

  constructor(
    config: AppConfig,
    private readonly responses: PublicResponseCache,
    private readonly bus: CacheInvalidationBus,
  ) {
    this.cache =
      config.readCacheSeconds > 0
        ? new LRUCache<string, Entry, Loader>({
            max: 2_000,
            ttl: config.readCacheSeconds * 1000,
            // Expired entries go when they expire, not when pushed out: the memory comes back after a busy spell.
            ttlAutopurge: true,
            // A load under way when its entry goes (a clear, an expiry) still answers its callers; its
            // result is then not kept (lru-cache keeps it only while the entry is still that load's).
            ignoreFetchAbort: true,
            fetchMethod: async (_key, _stale, { context }) => {
              const forgetsBefore = this.forgets;
              const value = await context.load();
              return { value, loadedAcrossForget: this.forgets !== forgetsBefore };
            },
          })
        : null;
    bus.onAnnouncement((invalidation) => {
      if (invalidation.kind === 'forget') this.forgetHere(invalidation.prefixes);
    });
  }

  async remember<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.cache) return load();
    const entry = (await this.cache.fetch(key, { context: { load } }))!;
    if (entry.loadedAcrossForget && this.cache.peek(key) === entry) this.cache.delete(key);
    return entry.value as T;
  }

  /**
   * Forgets the kept answers whose keys start with one of `prefixes` ('' forgets all), and every
   * finished public answer (PublicResponseCache) and rendered page (RenderedPageCache), which are
   * built from them, here and in the other processes (which clear their public answers themselves
   * when they hear of it). Call it after the change has committed.
   */
  forget(...prefixes: string[]): void {
    this.forgetHere(prefixes);
    void this.responses.clear();
    this.bus.announce({ kind: 'forget', prefixes });
  }

  private forgetHere(prefixes: string[]): void {
    this.forgets += 1;
    if (this.cache) {
      for (const key of [...this.cache.keys()]) {
        if (prefixes.some((prefix) => key.startsWith(prefix))) this.cache.delete(key);
      }
    }
    for (const listener of this.forgetListeners) listener();
  }

  /** Told of every forget: caches built from these answers (the rendered pages) drop theirs too. */
  onForget(listener: () => void): void {
    this.forgetListeners.push(listener);
  }
}
