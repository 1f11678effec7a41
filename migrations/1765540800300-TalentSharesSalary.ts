import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A talent's consent to count their desired salary, anonymously, in the salary insights (off by default). */
export class TalentSharesSalary1765540800300 implements MigrationInterface {
  name = 'TalentSharesSalary1765540800300';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE talent_profile ADD COLUMN share_salary_for_insights boolean NOT NULL DEFAULT false');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE talent_profile DROP COLUMN share_salary_for_insights');
  }
}
