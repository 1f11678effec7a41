import { Module } from '@nestjs/common';
import { CompanyModule } from '../../company/company.module.js';
import { CompanyVacancyEditorService } from './company-vacancy-editor.service.js';
import { CompanyVacancyLifecycleService } from './company-vacancy-lifecycle.service.js';
import { CompanyVacancyListService } from './company-vacancy-list.service.js';
import { VacancyDeadlineJob } from './vacancy-deadline.job.js';
import { VacancyDeadlineService } from './vacancy-deadline.service.js';
import { VacancyInputService } from './vacancy-input.service.js';
import { VacancyManagementController } from './vacancy-management.controller.js';
import { VacancyModerationService } from './vacancy-moderation.service.js';
import { VacancyPublisherService } from './vacancy-publisher.service.js';

/** The company panel's vacancies: create, update, end, renew, delete, its three lists, the publishing
 *  guard, review mode's staff decisions and the deadline scheduler. */
@Module({
  imports: [CompanyModule],
  controllers: [VacancyManagementController],
  providers: [
    VacancyPublisherService,
    VacancyInputService,
    CompanyVacancyListService,
    CompanyVacancyEditorService,
    CompanyVacancyLifecycleService,
    VacancyModerationService,
    VacancyDeadlineService,
    VacancyDeadlineJob,
  ],
  exports: [VacancyModerationService, VacancyDeadlineService],
})
export class VacancyManagementModule {}
