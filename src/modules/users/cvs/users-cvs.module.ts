import { Module } from '@nestjs/common';
import { CvStorageService } from '../../../core/files/cv-storage.service.js';
import { FILE_STORAGE, type FileStorage } from '../../../core/files/file-storage.js';
import { PendingCvFileSweepJob } from './pending-cv-file-sweep.job.js';
import { PendingCvFiles } from './pending-cv-files.service.js';
import { TalentCvService } from './talent-cv.service.js';
import { UsersCvsController } from './users-cvs.controller.js';

/** The talent's last CV (talent_cv) and the crash-safe CV storage every CV write goes through
 *  (pending_file rows, swept at start-up and every minute). */
@Module({
  controllers: [UsersCvsController],
  providers: [
    PendingCvFiles,
    PendingCvFileSweepJob,
    // CVs are written through a storage that records each as pending first (crash safety).
    {
      provide: CvStorageService,
      inject: [FILE_STORAGE, PendingCvFiles],
      useFactory: (storage: FileStorage, pending: PendingCvFiles) => new CvStorageService(pending.journaled(storage)),
    },
    TalentCvService,
  ],
  exports: [TalentCvService, PendingCvFiles, CvStorageService],
})
export class UsersCvsModule {}
