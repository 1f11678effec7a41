import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { VacancyDeadlineService } from './vacancy-deadline.service.js';

/** Every 10 minutes, ends the vacancies past their deadline. Runs only where the scheduler is on
 *  (SCHEDULER=on, the default; tests turn it off and call the service). */
@Injectable()
export class VacancyDeadlineJob {
  private readonly logger = new Logger('VacancyDeadlines');

  constructor(private readonly deadlines: VacancyDeadlineService) {}

  @Cron(CronExpression.EVERY_10_MINUTES, { name: 'end-expired-vacancies', waitForCompletion: true })
  async run(): Promise<void> {
    try {
      const ended = await this.deadlines.endExpired();
      if (ended > 0) this.logger.log(`Ended ${ended} vacancies past their deadline`);
    } catch (error) {
      this.logger.error(
        `Ending vacancies past their deadline failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
    }
  }
}
