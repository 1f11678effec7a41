import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { SessionService } from './session.service.js';

/** Every five minutes, view-as sessions past their hour are marked ended and audited (their tokens
 *  already stop at the hour by themselves). Safe with any number of processes: each row ends once. */
@Injectable()
export class ViewAsExpiryJob {
  private readonly logger = new Logger('ViewAs');

  constructor(private readonly sessions: SessionService) {}

  @Cron(CronExpression.EVERY_5_MINUTES, { name: 'end-expired-view-as-sessions', waitForCompletion: true })
  async run(): Promise<void> {
    try {
      await this.sessions.endExpiredViewAs();
    } catch (error) {
      this.logger.error(`Ending expired view-as sessions failed: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
}
