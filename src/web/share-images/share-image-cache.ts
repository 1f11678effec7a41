import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';

/** A drawn share image and its entity tag. */
export interface ShareImage {
  png: Buffer;
  /** A strong ETag: a digest of the bytes. */
  etag: string;
}

/** Drawn images kept in memory, at most this many bytes (some 700 images of ~90 KB). */
const CACHE_BYTES = 64 * 1024 * 1024;

const etagOf = (png: Buffer) => `"${createHash('sha256').update(png).digest('base64url').slice(0, 27)}"`;

/**
 * The drawn share images of this process, least recently used dropped first. A key is drawn once
 * at a time: requests for an image being drawn wait for that drawing.
 */
export class ShareImageCache {
  private readonly images = new LRUCache<string, ShareImage>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (image) => image.png.length,
  });
  private readonly drawing = new Map<string, Promise<ShareImage>>();

  /** The image of a key; `draw` makes it when it is neither kept nor being drawn. A failed drawing
   *  is not kept: the next request tries again. */
  get(key: string, draw: () => Promise<Buffer>): Promise<ShareImage> {
    const kept = this.images.get(key);
    if (kept) return Promise.resolve(kept);
    const pending = this.drawing.get(key);
    if (pending) return pending;
    const promise = draw()
      .then((png) => {
        const image = { png, etag: etagOf(png) };
        this.images.set(key, image);
        return image;
      })
      .finally(() => this.drawing.delete(key));
    this.drawing.set(key, promise);
    return promise;
  }
}
