import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every dictionary item a vacancy search filters by, in one GIN-indexed array per vacancy (issue 21,
 * cheaper searches): its technologies, city, work location, employment type, experience and job
 * function. Dictionary items share one id sequence, so "one of these cities" is
 * `filter_items && cities` and the filters of a search meet inside the index (a BitmapAnd of their
 * posting lists) instead of a hash join over every link of a technology and a test of each row
 * found. Tried on a copy of the 100,000-vacancy bench table (pgbench, one client, the machine busy):
 * the count of text + technology + city + work location 181 → 19 ms, of technologies + cities +
 * work locations 20 → 9.5 ms; the benchmark's figures are in bench/results.md. Triggers keep the array:
 * the vacancy's own columns before its row is written, its technologies in the statement trigger
 * that already rewrites its search vector. The index holds the approved active vacancies only.
 */
export class VacancyFilterItems1764849600000 implements MigrationInterface {
  name = 'VacancyFilterItems1764849600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE vacancy ADD COLUMN filter_items integer[] NOT NULL DEFAULT '{}'`);
    await db.query(`
      CREATE FUNCTION vacancy_filter_items(p_vacancy_id integer, p_city_id integer, p_work_location_id integer,
                                           p_employment_type_id integer, p_experience_id integer, p_job_function_id integer)
      RETURNS integer[] LANGUAGE sql STABLE AS $$
        SELECT ARRAY(SELECT vt.technology_id FROM vacancy_technology vt WHERE vt.vacancy_id = p_vacancy_id ORDER BY 1)
            || array_remove(ARRAY[p_city_id, p_work_location_id, p_employment_type_id, p_experience_id, p_job_function_id], NULL)
      $$`);
    await db.query(`
      CREATE FUNCTION vacancy_filter_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.filter_items := vacancy_filter_items(NEW.id, NEW.city_id, NEW.work_location_id, NEW.employment_type_id,
                                                 NEW.experience_id, NEW.job_function_id);
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER vacancy_filter_row BEFORE INSERT OR UPDATE OF city_id, work_location_id, employment_type_id,
        experience_id, job_function_id ON vacancy FOR EACH ROW EXECUTE FUNCTION vacancy_filter_row()`);
    // The technologies change as a set, in one statement: one update of each vacancy for both arrays.
    await db.query(`
      CREATE OR REPLACE FUNCTION vacancy_technology_search() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE vacancy v SET search_vector = vacancy_search_document(v.id, v.title, v.title_ge, v.company_id, v.city_id),
                             filter_items = vacancy_filter_items(v.id, v.city_id, v.work_location_id, v.employment_type_id,
                                                                 v.experience_id, v.job_function_id)
         WHERE v.id IN (SELECT DISTINCT vacancy_id FROM changed);
        RETURN NULL;
      END $$`);
    await db.query(`
      UPDATE vacancy v SET filter_items = vacancy_filter_items(v.id, v.city_id, v.work_location_id, v.employment_type_id,
                                                               v.experience_id, v.job_function_id)`);
    // The update wrote every row again: the table is rewritten to its live rows (see 1764763200000).
    await db.query(`CLUSTER vacancy USING vacancy_pkey`);
    await db.query(`ALTER TABLE vacancy SET WITHOUT CLUSTER`);
    await db.query(`
      CREATE INDEX vacancy_open_filter_idx ON vacancy USING gin (filter_items) WITH (fastupdate = off)
        WHERE status = 1 AND approval = 2`);
    await db.query(`ANALYZE vacancy`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE OR REPLACE FUNCTION vacancy_technology_search() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE vacancy v SET search_vector = vacancy_search_document(v.id, v.title, v.title_ge, v.company_id, v.city_id)
         WHERE v.id IN (SELECT DISTINCT vacancy_id FROM changed);
        RETURN NULL;
      END $$`);
    await db.query(`DROP TRIGGER vacancy_filter_row ON vacancy`);
    await db.query(`DROP FUNCTION vacancy_filter_row()`);
    await db.query(`DROP FUNCTION vacancy_filter_items(integer, integer, integer, integer, integer, integer)`);
    await db.query(`ALTER TABLE vacancy DROP COLUMN filter_items`);
  }
}
