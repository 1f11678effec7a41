import { Module } from '@nestjs/common';
import { CompanyModule } from '../../company/company.module.js';
import { UsersCvsModule } from '../../users/cvs/users-cvs.module.js';
import { ApplicantCvsService } from './applicant-cvs.service.js';
import { ApplicationMailer } from './application-mailer.service.js';
import { ApplyController } from './apply.controller.js';
import { ApplyService } from './apply.service.js';
import { CompanyApplicantsController } from './company-applicants.controller.js';
import { CompanyApplicantsService } from './company-applicants.service.js';
import { SavedTalentsService } from './saved-talents.service.js';
import { TalentApplicationsService } from './talent-applications.service.js';
import { VacancyApplicationsController } from './vacancy-applications.controller.js';

/** Applying with a CV, the applications' status, the applicants and their CVs, companies' saved talents. */
@Module({
  imports: [CompanyModule, UsersCvsModule],
  controllers: [ApplyController, VacancyApplicationsController, CompanyApplicantsController],
  providers: [
    ApplyService,
    ApplicationMailer,
    CompanyApplicantsService,
    ApplicantCvsService,
    TalentApplicationsService,
    SavedTalentsService,
  ],
  exports: [ApplyService],
})
export class ApplicationsModule {}
