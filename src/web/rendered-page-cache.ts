import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { AppConfig } from '../config/app-config.js';
import { ReadCache } from '../core/cache/read-cache.service.js';
import type { RenderedPage } from './page-renderer.service.js';

/** Kept pages at most (their HTML's length in characters): a few hundred pages of a busy site. */
const MAX_KEPT_CHARACTERS = 64 * 1024 * 1024;

interface Kept {
  page: RenderedPage;
  /** A forget happened while this was rendering: it may show the old state, so it is not kept. */
  renderedAcrossForget: boolean;
}

/**
 * Finished pages (issue 20): a page's HTML is the same for every visitor (the server renders for
 * nobody in particular; the browser restores the session after hydration), so it is kept per
 * address (path with its language, and query) for READ_CACHE_SECONDS. Concurrent misses of one
 * address share one render. Every ReadCache.forget (a change staff or a company made) drops them
 * all; 0 seconds turns it off.
 */
@Injectable()
export class RenderedPageCache {
  private readonly cache: LRUCache<string, Kept, () => Promise<RenderedPage>> | null;
  private forgets = 0;

  constructor(config: AppConfig, readCache: ReadCache) {
    this.cache =
      config.readCacheSeconds > 0
        ? new LRUCache<string, Kept, () => Promise<RenderedPage>>({
            maxSize: MAX_KEPT_CHARACTERS,
            sizeCalculation: (kept) => Math.max(1, kept.page.html.length),
            ttl: config.readCacheSeconds * 1000,
            fetchMethod: async (_address, _stale, { context: render }) => {
              const forgetsBefore = this.forgets;
              const page = await render();
              return { page, renderedAcrossForget: this.forgets !== forgetsBefore };
            },
          })
        : null;
    readCache.onForget(() => this.clear());
  }

  /** The page of `address`, rendered by `render` unless a fresh copy is kept. */
  async page(address: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    if (!this.cache) return render();
    const kept = (await this.cache.fetch(address, { context: render }))!;
    if (kept.renderedAcrossForget && this.cache.peek(address) === kept) this.cache.delete(address);
    return kept.page;
  }

  clear(): void {
    this.forgets += 1;
    this.cache?.clear();
  }
}
