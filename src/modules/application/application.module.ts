import { Module } from '@nestjs/common';
import { CvStorageService } from '../../core/files/cv-storage.service.js';
import { CompanyModule } from '../company/company.module.js';
import { ApplicantCvsService } from './applicant-cvs.service.js';
import { ApplicationMailer } from './application-mailer.service.js';
import { ApplicationUsersController } from './application-users.controller.js';
import { ApplyService } from './apply.service.js';
import { CompanyApplicantsController } from './company-applicants.controller.js';
import { CompanyApplicantsService } from './company-applicants.service.js';
import { FavoriteVacanciesService } from './favorite-vacancies.service.js';
import { SavedTalentsService } from './saved-talents.service.js';
import { TalentApplicationsService } from './talent-applications.service.js';
import { TalentCvService } from './talent-cv.service.js';
import { VacancyApplicationsController } from './vacancy-applications.controller.js';

/** Applying with a CV, the applications' status, talents' favourite vacancies and companies' saved talents. */
@Module({
  imports: [CompanyModule],
  controllers: [ApplicationUsersController, VacancyApplicationsController, CompanyApplicantsController],
  providers: [
    CvStorageService,
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
