import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Salary insights (issue 25, docs/salary-insights.md): the figures a daily run computes, one row
 *  per source (1 vacancies, 2 talents) and group of technology, level and city, 0 standing for
 *  "all" (so the key needs no NULLs); only groups that reach the threshold have a row. Each run
 *  replaces the rows as a whole. The three orders of the key make the page's reads index lookups:
 *  the exact group and the rows by city (primary key), by technology, and by level. */
export class SalaryInsights1765540800100 implements MigrationInterface {
  name = 'SalaryInsights1765540800100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE salary_insight (
        technology_id int NOT NULL,
        experience_id int NOT NULL,
        city_id int NOT NULL,
        source smallint NOT NULL CHECK (source IN (1, 2)),
        median int NOT NULL,
        p25 int NOT NULL,
        p75 int NOT NULL,
        sample_count int NOT NULL,
        source_count int NOT NULL,
        quarters jsonb NOT NULL,
        PRIMARY KEY (technology_id, experience_id, city_id, source)
      )`);
    await db.query('CREATE INDEX salary_insight_by_technology_idx ON salary_insight (experience_id, city_id, technology_id)');
    await db.query('CREATE INDEX salary_insight_by_level_idx ON salary_insight (technology_id, city_id, experience_id)');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE salary_insight');
  }
}
