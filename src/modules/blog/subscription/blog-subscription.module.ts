import { Module } from '@nestjs/common';
import { BlogModule } from '../blog.module.js';
import { BlogSubscriptionController } from './blog-subscription.controller.js';
import { BlogSubscriptionMails } from './blog-subscription-mails.js';
import { BlogSubscriptionService } from './blog-subscription.service.js';
import { BlogSubscriptionTokens } from './blog-subscription-tokens.js';
import { BlogWeeklyMailJob } from './weekly/blog-weekly-mail.job.js';
import { BlogWeeklyMailService } from './weekly/blog-weekly-mail.service.js';

/** The blog's e-mail subscription: double opt-in, the mails' unsubscribe links, and the weekly
 *  news mail of the new posts (BlogService of BlogModule), Mondays at 10:00. */
@Module({
  imports: [BlogModule],
  controllers: [BlogSubscriptionController],
  providers: [
    BlogSubscriptionTokens,
    BlogSubscriptionMails,
    BlogSubscriptionService,
    BlogWeeklyMailService,
    BlogWeeklyMailJob,
  ],
  exports: [BlogWeeklyMailService],
})
export class BlogSubscriptionModule {}
