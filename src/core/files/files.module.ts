import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config.js';
import { FILE_STORAGE } from './file-storage.js';
import { FilesController } from './files.controller.js';
import { ImageUploadService } from './image-upload.service.js';
import { LocalDiskFileStorage } from './local-disk-file-storage.js';
import { S3FileStorage } from './s3-file-storage.js';

/** File storage (FILE_STORAGE) and image uploads, for every module; serves stored images. */
@Global()
@Module({
  controllers: [FilesController],
  providers: [
    {
      provide: FILE_STORAGE,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => {
        if (config.objectStorage) return new S3FileStorage(config.objectStorage);
        return config.filesDir === null ? LocalDiskFileStorage.temporary() : new LocalDiskFileStorage(config.filesDir);
      },
    },
    ImageUploadService,
  ],
  exports: [FILE_STORAGE, ImageUploadService],
})
export class FilesModule {}
