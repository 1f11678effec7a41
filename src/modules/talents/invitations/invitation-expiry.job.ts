import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { DataSource } from 'typeorm';
import { expireInvitations } from './talent-invitation.sql.js';

/** Every 10 minutes, marks the pending invitations past their 14 days as expired. Runs only where
 *  the scheduler is on; any number of processes may run it at once: the one UPDATE locks each row it
 *  changes and checks it again, so each invitation expires exactly once. */
@Injectable()
export class InvitationExpiryJob {
  private readonly logger = new Logger('Invitations');

  constructor(private readonly db: DataSource) {}

  @Cron(CronExpression.EVERY_10_MINUTES, { name: 'expire-invitations', waitForCompletion: true })
  async run(): Promise<number> {
    try {
      const expired = await expireInvitations(this.db);
      if (expired > 0) this.logger.log(`Expired ${expired} invitations`);
      return expired;
    } catch (error) {
      this.logger.error(`Expiring invitations failed: ${error instanceof Error ? error.stack : String(error)}`);
      return 0;
    }
  }
}
