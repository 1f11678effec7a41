import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { OneTimeTokenService } from './one-time-token.service.js';
import { SessionService } from './session.service.js';

/** Housekeeping of sessions, safe with any number of processes (each row is ended or deleted once):
 *  every five minutes, view-as sessions past their hour are marked ended and audited (their tokens
 *  already stop at the hour by themselves); every hour, sessions and one-time links nobody can use
 *  any more are forgotten. */
@Injectable()
export class SessionSweepJob {
  private readonly logger = new Logger('Sessions');

  constructor(
    private readonly sessions: SessionService,
    private readonly oneTimeTokens: OneTimeTokenService,
  ) {}

  @Cron(CronExpression.EVERY_5_MINUTES, { name: 'end-expired-view-as-sessions', waitForCompletion: true })
  async endExpiredViewAs(): Promise<void> {
    await this.guarded('Ending expired view-as sessions', () => this.sessions.endExpiredViewAs());
  }

  @Cron(CronExpression.EVERY_HOUR, { name: 'prune-old-sessions', waitForCompletion: true })
  async pruneOld(): Promise<void> {
    await this.guarded('Pruning old sessions and links', async () => {
      await this.sessions.pruneOld();
      await this.oneTimeTokens.pruneOld();
    });
  }

  private async guarded(what: string, work: () => Promise<unknown>): Promise<void> {
    try {
      await work();
    } catch (error) {
      this.logger.error(`${what} failed: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
}
