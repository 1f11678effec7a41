import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A talent's profile beyond field, level, technologies and CV (issue 22): headline and summary in
 *  English and Georgian, links, phone, the desired salary (private: never shown to companies),
 *  preferred work formats and cities, and whether the talent is open to offers. One row per talent
 *  account, made on the first save; it goes with the account. The work formats and cities are
 *  dictionary ids (types 7 and 2), kept as arrays: the profile reads them whole and the talent
 *  directory will filter them with the same GIN operators as the vacancy filters. */
export class TalentProfile1765281600000 implements MigrationInterface {
  name = 'TalentProfile1765281600000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE talent_profile (
        account_id int PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
        headline varchar(120),
        headline_ge varchar(120),
        summary varchar(1000),
        summary_ge varchar(1000),
        linkedin_url varchar(300),
        github_url varchar(300),
        portfolio_url varchar(300),
        phone varchar(30),
        desired_salary_min int CHECK (desired_salary_min >= 0),
        desired_salary_max int CHECK (desired_salary_max >= 0),
        desired_salary_currency smallint,
        work_location_ids int[] NOT NULL DEFAULT '{}',
        city_ids int[] NOT NULL DEFAULT '{}',
        open_to_offers boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (desired_salary_min IS NULL OR desired_salary_max IS NULL OR desired_salary_min <= desired_salary_max),
        CHECK ((desired_salary_min IS NULL AND desired_salary_max IS NULL) = (desired_salary_currency IS NULL))
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE talent_profile');
  }
}
