import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { ShareCard } from './share-card.js';
import type { EmbeddedPicture } from './share-card-svg.js';
import { type ShareImage, ShareImageCache } from './share-image-cache.js';
import { embedPicture, renderShareImage } from './share-image-renderer.js';
import { SharePictureLoader } from './share-picture-loader.js';

/**
 * The cache key of a card: its subject, its language and a digest of everything it shows. Whatever
 * changes the image changes the key (a new title or salary, a renamed company or city, a new logo:
 * the subject's last change that shows), and nothing else does.
 */
export const cacheKeyOf = (card: ShareCard): string =>
  `${card.subject}:${card.language}:${createHash('sha256').update(JSON.stringify(card)).digest('base64url').slice(0, 22)}`;

/** Draws share cards as PNGs, each once while it is in the cache. */
@Injectable()
export class ShareImageMaker {
  private readonly logger = new Logger('ShareImages');

  constructor(
    private readonly cache: ShareImageCache,
    private readonly pictures: SharePictureLoader,
  ) {}

  image(card: ShareCard): Promise<ShareImage> {
    return this.cache.get(cacheKeyOf(card), async () => renderShareImage(card, await this.picture(card)));
  }

  /** The card's picture ready to draw; one that is missing or cannot be decoded is left out. */
  private async picture(card: ShareCard): Promise<EmbeddedPicture | null> {
    if (!card.picture) return null;
    try {
      const bytes = await this.pictures.bytesOf(card.picture.url);
      return bytes ? await embedPicture(bytes, card.picture.role) : null;
    } catch (error) {
      this.logger.warn(
        `The picture ${card.picture.url} of ${card.subject} was left out of its share image: ${(error as Error).message}`,
      );
      return null;
    }
  }
}
