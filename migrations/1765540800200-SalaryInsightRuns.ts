import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One row per day (Tbilisi) of the salary insights' run: inserting it is the run's claim, so two
 *  processes never both compute; it commits with the figures, so a failed run leaves no row. */
export class SalaryInsightRuns1765540800200 implements MigrationInterface {
  name = 'SalaryInsightRuns1765540800200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE salary_insight_run (
        run_date date PRIMARY KEY,
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz,
        started_by int REFERENCES account(id) ON DELETE SET NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE salary_insight_run');
  }
}
