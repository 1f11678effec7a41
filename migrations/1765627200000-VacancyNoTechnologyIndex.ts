import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The open vacancies that name no technology, indexed (issue 25, the search's "best match" order):
 * the order scores first the vacancies that share a technology with the talent (the filter index,
 * migration 1764849600000) and these, which may score up to 75 with no technology in common; the
 * rest score at most 50 and are scored only when the page reaches that low. A vacancy names no
 * technology when its filter items are only its five single ids; the condition is written as the
 * search writes it (vacancy/search/match-page.sql.ts), so the planner can prove it and use the index.
 */
export class VacancyNoTechnologyIndex1765627200000 implements MigrationInterface {
  name = 'VacancyNoTechnologyIndex1765627200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE INDEX vacancy_open_no_technology_idx ON vacancy (id)
        WHERE status = 1 AND approval = 2
          AND cardinality(filter_items) = num_nonnulls(city_id, work_location_id, employment_type_id, experience_id, job_function_id)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX vacancy_open_no_technology_idx`);
  }
}
