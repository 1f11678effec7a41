import { Module } from '@nestjs/common';
import { FILE_STORAGE, type FileStorage } from '../../core/files/file-storage.js';
import { ClientFiles } from '../client-files.js';
import { ShareImageCache } from './share-image-cache.js';
import { ShareImageMaker } from './share-image-maker.js';
import { SharePictureLoader } from './share-picture-loader.js';

/** Drawing share images (one cache per process). Imported by the web module, which serves them,
 *  and by the blog, whose feed gives their sizes. */
@Module({
  providers: [
    { provide: ShareImageCache, useFactory: () => new ShareImageCache() },
    {
      provide: SharePictureLoader,
      inject: [FILE_STORAGE],
      useFactory: (storage: FileStorage) => new SharePictureLoader(storage, new ClientFiles().root),
    },
    ShareImageMaker,
  ],
  exports: [ShareImageMaker],
})
export class ShareImagesModule {}
