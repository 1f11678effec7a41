import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { AppConfig } from '../../config/app-config.js';
import { SalaryInsightRunner } from './salary-insight-runner.service.js';

/** Daily at 03:00 Tbilisi time, and at start-up when the day has no run yet (so a fresh demo
 *  database shows figures). Runs only where the scheduler is on; every process may run it: the
 *  day's salary_insight_run row lets exactly one compute. */
@Injectable()
export class SalaryInsightsJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('SalaryInsights');

  constructor(
    private readonly config: AppConfig,
    private readonly runner: SalaryInsightRunner,
  ) {}

  /** The module is imported after the database's, so the demo data is in by now. */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.schedulerEnabled) return;
    try {
      if (await this.runner.isDue()) await this.run();
    } catch (error) {
      this.logger.error(`Start-up salary insights failed: ${error instanceof Error ? error.stack : String(error)}`);
    }
  }

  @Cron('0 3 * * *', { name: 'salary-insights', timeZone: 'Asia/Tbilisi', waitForCompletion: true })
  async run(): Promise<Date | null> {
    try {
      return await this.runner.runIfDue();
    } catch (error) {
      this.logger.error(`Salary insights failed: ${error instanceof Error ? error.stack : String(error)}`);
      return null;
    }
  }
}
