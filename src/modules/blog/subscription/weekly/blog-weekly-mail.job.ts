import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { DIGEST_TIME_ZONE } from '../../../../core/schedule/digest-period.js';
import { blogMailPeriodStart, BlogWeeklyMailService } from './blog-weekly-mail.service.js';

/** A minute past the scheduled time still names the week that starts at it, if the timer fires a
 *  hair early. */
const EARLY_FIRE_MS = 60_000;

/** Mondays at 10:00, Tbilisi time, and again every hour until midnight: a process that was down at
 *  10:00, or a content service that did not answer, still gets the week out the same day (the
 *  delivery rows make every run after the first send only what is missing). Runs only where the
 *  scheduler is on (SCHEDULER=on, the default); every process may run it. */
@Injectable()
export class BlogWeeklyMailJob {
  private readonly logger = new Logger('BlogWeeklyMail');

  constructor(private readonly weekly: BlogWeeklyMailService) {}

  @Cron('0 10-23 * * 1', { name: 'weekly-blog-mail', timeZone: DIGEST_TIME_ZONE, waitForCompletion: true })
  async run(): Promise<void> {
    try {
      const periodStart = blogMailPeriodStart(new Date(Date.now() + EARLY_FIRE_MS));
      const started = Date.now();
      const summary = await this.weekly.run({ periodStart });
      this.logger.log(
        `Weekly news of ${periodStart.toISOString()}: ${summary.posts} posts, ${summary.mails} mails queued in ${Date.now() - started} ms`,
      );
    } catch (error) {
      this.logger.error(`Weekly news mail failed: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
}
