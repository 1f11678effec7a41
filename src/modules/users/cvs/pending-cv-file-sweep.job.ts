import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { PendingCvFiles } from './pending-cv-files.service.js';

/** Every minute, the sweep of CV files left by uploads and removals that died (each process also
 *  sweeps at start-up). Runs only where the scheduler is on; any number of processes may run it. */
@Injectable()
export class PendingCvFileSweepJob {
  private readonly logger = new Logger('PendingFiles');

  constructor(private readonly pending: PendingCvFiles) {}

  @Cron(CronExpression.EVERY_MINUTE, { name: 'sweep-pending-cv-files', waitForCompletion: true })
  async run(): Promise<void> {
    try {
      await this.pending.sweep();
    } catch (error) {
      this.logger.error(`Sweeping pending CV files failed: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }
}
