import { Inject, Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { FILE_STORAGE, type FileStorage } from '../../../core/files/file-storage.js';
import { imageKey, imageName, imageUrl, parseImageUrl } from '../../../core/files/image-names.js';
import type { Language } from '../../../core/i18n/language.js';
import { SHARE_IMAGE } from '../../../web/share-images/share-card.js';
import { articleCard } from '../../../web/share-images/share-cards.js';
import { ShareImageMaker } from '../../../web/share-images/share-image-maker.js';
import { shareImageUrl } from '../../../../shared/share-image-urls.js';
import type { BlogPostSummary } from './blog-post.view.js';

/** An RSS enclosure: the image's address, MIME type and size in bytes. */
export interface FeedImage {
  url: string;
  type: string;
  length: number;
}

/**
 * The image of a post in the blog feed, with its real size: the cover when this server stored it
 * (WebP, its size from the FileStorage); otherwise (no cover, a picture of /static, an address of
 * the content service) the post's share image, a PNG of 1200×630 that shows the cover when the
 * site holds it, its size that of the drawn bytes.
 */
@Injectable()
export class BlogFeedImages {
  private readonly publicUrl: string;

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    private readonly shareImages: ShareImageMaker,
    config: AppConfig,
  ) {
    this.publicUrl = config.publicUrl;
  }

  async imageOf(post: BlogPostSummary, language: Language): Promise<FeedImage> {
    const stored = post.coverUrl ? parseImageUrl(post.coverUrl) : null;
    if (stored) {
      const name = imageName(stored.id, 'normal');
      const file = await this.storage.get(imageKey(name));
      if (file) {
        file.stream.destroy();
        return { url: `${this.publicUrl}${imageUrl(name)}`, type: 'image/webp', length: file.size };
      }
    }
    const image = await this.shareImages.image(articleCard(post, language));
    return {
      url: shareImageUrl(this.publicUrl, { kind: 'article', id: post.id }, language),
      type: SHARE_IMAGE.type,
      length: image.png.length,
    };
  }
}
