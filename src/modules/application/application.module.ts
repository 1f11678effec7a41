import { Module } from '@nestjs/common';
import { CvStorageService } from '../../core/files/cv-storage.service.js';
import { FILE_STORAGE, type FileStorage } from '../../core/files/file-storage.js';
import { CompanyModule } from '../company/company.module.js';
import { ApplicantCvsService } from './applicant-cvs.service.js';
import { ApplicationMailer } from './application-mailer.service.js';
import { ApplicationUsersController } from './application-users.controller.js';
import { ApplyService } from './apply.service.js';
import { CompanyApplicantsController } from './company-applicants.controller.js';
import { CompanyApplicantsService } from './company-applicants.service.js';
import { FavoriteVacanciesService } from './favorite-vacancies.service.js';
import { PendingCvFileSweepJob } from './pending-cv-file-sweep.job.js';
import { PendingCvFiles } from './pending-cv-files.service.js';
import { SavedTalentsService } from './saved-talents.service.js';
import { TalentApplicationsService } from './talent-applications.service.js';
import { TalentCvService } from './talent-cv.service.js';
import { VacancyApplicationsController } from './vacancy-applications.controller.js';

/** Applying with a CV, the applications' status, talents' favourite vacancies and companies' saved talents. */
@Module({
  imports: [CompanyModule],
  controllers: [ApplicationUsersController, VacancyApplicationsController, CompanyApplicantsController],
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
    ApplyService,
    ApplicationMailer,
    CompanyApplicantsService,
    ApplicantCvsService,
    TalentApplicationsService,
    FavoriteVacanciesService,
    SavedTalentsService,
  ],
  exports: [TalentCvService],
})
export class ApplicationModule {}
