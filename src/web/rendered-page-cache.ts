import { hash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { AppConfig } from '../config/app-config.js';
import { CacheInvalidationBus } from '../core/cache/cache-invalidation-bus.js';
import { ReadCache } from '../core/cache/read-cache.service.js';
import type { RenderedPage } from './page-renderer.service.js';

/** Kept pages at most (their HTML's length in characters): a few hundred pages of a busy site. */
const MAX_KEPT_CHARACTERS = 64 * 1024 * 1024;

export type PageEncoding = 'br' | 'gzip';

/** A page as sent: its HTML, its ETag, and its compressed bodies, each made once per kept page. */
export class ServedPage {
  readonly etag: string;
  /** The HTML in UTF-8, encoded once for the ETag and every compression. */
  private readonly bytes: Buffer;
  private readonly encoded = new Map<PageEncoding, Buffer>();

  constructor(readonly page: RenderedPage) {
    this.bytes = Buffer.from(page.html, 'utf8');
    this.etag = `W/"${hash('sha1', this.bytes, 'base64url')}"`;
  }

  body(encoding: PageEncoding): Buffer {
    let body = this.encoded.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotliCompressSync(this.bytes, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: this.bytes.length },
            })
          : gzipSync(this.bytes, { level: 6 });
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** A page to send, and whether it came from the cache (no render for this request). */
export interface PageAnswer {
  served: ServedPage;
  hit: boolean;
}

interface Kept {
  served: ServedPage;
  /** A forget happened while this was rendering: it may show the old state, so it is not kept. */
  renderedAcrossForget: boolean;
}

/**
 * Finished pages (issue 20): a page's HTML is the same for every visitor (the server renders for
 * nobody in particular; the browser restores the session after hydration), so it is kept per
 * address (path with its language, and query) for READ_CACHE_SECONDS. Concurrent misses of one
 * address share one render. Every ReadCache.forget and every change a page may show
 * (page-cache-invalidation.ts), made through this process or announced by another
 * (CacheInvalidationBus), drops them all; 0 seconds turns it off.
 */
@Injectable()
export class RenderedPageCache {
  private readonly cache: LRUCache<string, Kept, () => Promise<RenderedPage>> | null;
  private forgets = 0;

  constructor(
    config: AppConfig,
    readCache: ReadCache,
    private readonly bus: CacheInvalidationBus,
  ) {
    this.cache =
      config.readCacheSeconds > 0
        ? new LRUCache<string, Kept, () => Promise<RenderedPage>>({
            maxSize: MAX_KEPT_CHARACTERS,
            sizeCalculation: (kept) => Math.max(1, kept.served.page.html.length),
            ttl: config.readCacheSeconds * 1000,
            // Expired entries go when they expire, not when pushed out: the memory comes back after a busy spell.
            ttlAutopurge: true,
            // A load under way when its entry goes (a clear, an expiry) still answers its callers; its
            // result is then not kept (lru-cache keeps it only while the entry is still that load's).
            ignoreFetchAbort: true,
            fetchMethod: async (_address, _stale, { context: render }) => {
              const forgetsBefore = this.forgets;
              const served = new ServedPage(await render());
              return { served, renderedAcrossForget: this.forgets !== forgetsBefore };
            },
          })
        : null;
    readCache.onForget(() => this.clear());
    bus.onAnnouncement((invalidation) => {
      if (invalidation.kind === 'pages') this.clear();
    });
  }

  /** The page of `address`, rendered by `render` unless a fresh copy is kept. */
  async page(address: string, render: () => Promise<RenderedPage>): Promise<PageAnswer> {
    if (!this.cache) return { served: new ServedPage(await render()), hit: false };
    const status: LRUCache.Status<string, Kept> = {};
    const kept = (await this.cache.fetch(address, { context: render, status }))!;
    if (kept.renderedAcrossForget && this.cache.peek(address) === kept) this.cache.delete(address);
    // The kept page keeps its ETag and compressed bodies for every later hit.
    return { served: kept.served, hit: status.fetch === 'hit' };
  }

  /** Drops every kept page of this process. */
  clear(): void {
    this.forgets += 1;
    this.cache?.clear();
  }

  /** A change may show on any page: drops every kept page, here and in the other processes. */
  clearEverywhere(): void {
    this.clear();
    this.bus.announce({ kind: 'pages' });
  }
}
