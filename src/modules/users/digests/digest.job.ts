import { Injectable, Logger } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { NotificationFrequency } from '../../../../shared/enums.js';
import { DIGEST_TIME_ZONE, digestPeriodStart } from '../../../core/schedule/digest-period.js';
import { DigestService } from './digest.service.js';

/** A minute past the scheduled time still names the period that starts at it, if the timer fires a
 *  hair early. */
const EARLY_FIRE_MS = 60_000;

/** Daily at 09:00 and weekly on Monday at 09:00, Tbilisi time. Runs only where the scheduler is on
 *  (SCHEDULER=on, the default); every process may run it: the delivery rows make it once per talent. */
@Injectable()
export class DigestJob {
  private readonly logger = new Logger('Digests');

  constructor(private readonly digests: DigestService) {}

  @Cron('0 9 * * *', { name: 'daily-digest', timeZone: DIGEST_TIME_ZONE, waitForCompletion: true })
  daily(): Promise<void> {
    return this.run(NotificationFrequency.Daily);
  }

  @Cron('0 9 * * 1', { name: 'weekly-digest', timeZone: DIGEST_TIME_ZONE, waitForCompletion: true })
  weekly(): Promise<void> {
    return this.run(NotificationFrequency.Weekly);
  }

  private async run(frequency: NotificationFrequency): Promise<void> {
    const name = frequency === NotificationFrequency.Daily ? 'Daily' : 'Weekly';
    try {
      const periodStart = digestPeriodStart(frequency, new Date(Date.now() + EARLY_FIRE_MS));
      const started = Date.now();
      const summary = await this.digests.run(frequency, { periodStart });
      this.logger.log(
        `${name} digest of ${periodStart.toISOString()}: ${summary.talents} talents, ${summary.mails} mails queued in ${Date.now() - started} ms`,
      );
    } catch (error) {
      this.logger.error(`${name} digest failed: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
}
