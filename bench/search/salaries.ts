import type { EntityManager } from 'typeorm';
import {
  claimSalaryInsightRun,
  clearSalaryInsights,
  finishSalaryInsightRun,
} from '../../src/modules/salaries/salary-insight.sql.js';
import { salaryRunDate } from '../../src/modules/salaries/salary-insight-runner.service.js';
import { insertSalaryInsights } from '../../src/modules/salaries/salary-samples.sql.js';
import type { Query } from './sql-pieces.js';

/**
 * The salary insights over the bench data, as the daily job computes them (the bench server runs
 * without the scheduler): half the talents with a desired salary consent to being counted, then
 * one run of the job's statements under the day's claim.
 */
export async function computeSalaryInsights(query: Query, manager: EntityManager): Promise<void> {
  await query(
    `UPDATE talent_profile SET share_salary_for_insights = true WHERE desired_salary_min IS NOT NULL AND random() < 0.5`,
  );
  // The job runs on a live database whose statistics autovacuum keeps; a fresh bulk load has none,
  // and without them the planner joins the samples' groups by nested loops for many minutes.
  await query('ANALYZE');
  const day = salaryRunDate();
  const figures = await manager.transaction(async (inside) => {
    await claimSalaryInsightRun(inside, day, null, true);
    await clearSalaryInsights(inside);
    const written = await insertSalaryInsights(inside);
    await finishSalaryInsightRun(inside, day);
    return written;
  });
  console.log(`  ${figures} salary figures`);
}
