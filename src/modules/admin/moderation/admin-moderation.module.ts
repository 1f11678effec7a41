import { Module } from '@nestjs/common';
import { CompanyModule } from '../../company/company.module.js';
import { VacancyManagementModule } from '../../vacancy/management/vacancy-management.module.js';
import { AdminModerationController } from './admin-moderation.controller.js';
import { ModerationMailer } from './moderation-mailer.service.js';
import { ReviewQueueService } from './review-queue.service.js';
import { VacancyQueueService } from './vacancy-queue.service.js';

/** The back office's moderation queues: vacancies in review mode and reviews (Admin/GetPending…,
 *  Approve…, Reject…). */
@Module({
  imports: [VacancyManagementModule, CompanyModule],
  controllers: [AdminModerationController],
  providers: [VacancyQueueService, ReviewQueueService, ModerationMailer],
})
export class AdminModerationModule {}
