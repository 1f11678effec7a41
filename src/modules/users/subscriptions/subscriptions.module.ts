import { Module } from '@nestjs/common';
import { CompanySubscriptionsService } from './company-subscriptions.service.js';
import { JobFunctionSubscriptionsService } from './job-function-subscriptions.service.js';
import { SavedSearchesService } from './saved-searches.service.js';
import { SubscriptionsController } from './subscriptions.controller.js';

/** Talents' subscriptions: companies, job functions and saved vacancy searches, each with a
 *  frequency (the digests that read them are elsewhere). */
@Module({
  controllers: [SubscriptionsController],
  providers: [CompanySubscriptionsService, JobFunctionSubscriptionsService, SavedSearchesService],
})
export class SubscriptionsModule {}
