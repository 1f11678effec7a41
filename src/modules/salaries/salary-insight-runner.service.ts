import { Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ReadCache } from '../../core/cache/read-cache.service.js';
import {
  claimSalaryInsightRun,
  clearSalaryInsights,
  finishSalaryInsightRun,
  salaryInsightRunExists,
} from './salary-insight.sql.js';
import { insertSalaryInsights } from './salary-samples.sql.js';

/** The cache keys of the public answers built from salary_insight. */
export const SALARY_CACHE_PREFIX = 'salaries:';

const tbilisiDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tbilisi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) in Tbilisi: the run's day. */
export const salaryRunDate = (now = new Date()): string => tbilisiDate.format(now);

/**
 * Computes the salary insights under the day's claim (a salary_insight_run row): the claim, the
 * figures and the run's end commit in one transaction, so the figures are replaced as a whole and
 * a failed run leaves no claim behind.
 */
@Injectable()
export class SalaryInsightRunner {
  private readonly logger = new Logger('SalaryInsights');

  constructor(
    private readonly db: DataSource,
    private readonly cache: ReadCache,
  ) {}

  /** The day's run unless there was one already (the job; any number of processes at once):
   *  answers when it finished, or null when another run had the day. */
  runIfDue(now = new Date()): Promise<Date | null> {
    return this.run(salaryRunDate(now), null, false);
  }

  /** A run now even if the day had one (staff): waits for a run under way, then runs again. */
  async runNow(staffId: number): Promise<Date> {
    return (await this.run(salaryRunDate(), staffId, true))!;
  }

  isDue(now = new Date()): Promise<boolean> {
    return salaryInsightRunExists(this.db, salaryRunDate(now)).then((exists) => !exists);
  }

  private async run(runDate: string, startedBy: number | null, again: boolean): Promise<Date | null> {
    const started = Date.now();
    const result = await this.db.transaction(async (manager) => {
      if (!(await claimSalaryInsightRun(manager, runDate, startedBy, again))) return null;
      await clearSalaryInsights(manager);
      const figures = await insertSalaryInsights(manager);
      return { figures, finishedAt: await finishSalaryInsightRun(manager, runDate) };
    });
    if (!result) return null;
    this.cache.forget(SALARY_CACHE_PREFIX);
    this.logger.log(`Salary insights of ${runDate}: ${result.figures} figures in ${Date.now() - started} ms`);
    return result.finishedAt;
  }
}
