import type { INestApplication } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import type { AppConfig } from '../../config/app-config.js';

/**
 * SCHEDULER_CRON (benchmarks, trials): moves every mounted cron job (digests, deadlines, the weekly
 * blog mail) to that one expression, so that a run can watch them fire within seconds. Call after
 * the app is initialised (the jobs are mounted at bootstrap); a no-op without the scheduler or the
 * variable.
 */
export function applySchedulerCronOverride(app: INestApplication, config: AppConfig): void {
  if (!config.schedulerEnabled || config.schedulerCron === null) return;
  for (const job of app.get(SchedulerRegistry).getCronJobs().values()) {
    // cron's CronTime, taken from the job: `cron` is @nestjs/schedule's dependency, not the app's.
    const CronTime = job.cronTime.constructor as new (source: string) => typeof job.cronTime;
    job.setTime(new CronTime(config.schedulerCron));
  }
}
