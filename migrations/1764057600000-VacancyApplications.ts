import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Vacancies become publishable and appliable: review mode (staff approve an unverified company's
 * vacancies), call to action, deadline choice, languages and benefits; talents' CVs, applications
 * with their status history, favourite vacancies and the companies' saved talents.
 */
export class VacancyApplications1764057600000 implements MigrationInterface {
  name = 'VacancyApplications1764057600000';

  async up(db: QueryRunner): Promise<void> {
    // approval: 1 waiting for staff (review mode), 2 approved, 3 rejected. Rows so far are approved.
    await db.query(`
      ALTER TABLE vacancy
        ADD COLUMN approval smallint NOT NULL DEFAULT 2 CHECK (approval IN (1, 2, 3)),
        ADD COLUMN rejection_reason varchar(1000),
        ADD COLUMN call_to_action smallint NOT NULL DEFAULT 1 CHECK (call_to_action IN (0, 1, 2)),
        ADD COLUMN deadline_months smallint NOT NULL DEFAULT 1 CHECK (deadline_months IN (1, 2, 3, 6, 12)),
        ADD COLUMN languages varchar(8)[] NOT NULL DEFAULT '{}',
        ADD COLUMN transformed_title varchar(250),
        ADD COLUMN ended_at timestamptz,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
        ADD CONSTRAINT vacancy_salary_range CHECK (salary_min IS NULL OR salary_max IS NULL OR salary_min <= salary_max)`);
    await db.query(`CREATE INDEX vacancy_deadline_idx ON vacancy (deadline) WHERE status = 1`);
    await db.query(`CREATE INDEX vacancy_pending_idx ON vacancy (created_at) WHERE approval = 1`);
    await db.query(`
      CREATE TABLE vacancy_benefit (
        vacancy_id integer NOT NULL REFERENCES vacancy (id) ON DELETE CASCADE,
        benefit_id integer NOT NULL REFERENCES dictionary_item (id) ON DELETE CASCADE,
        PRIMARY KEY (vacancy_id, benefit_id)
      )`);

    // A talent's last CV (reused by "use the last CV"); the file lives in the files store.
    await db.query(`
      CREATE TABLE talent_cv (
        account_id integer PRIMARY KEY REFERENCES account (id) ON DELETE CASCADE,
        file_key varchar(200) NOT NULL,
        file_name varchar(255) NOT NULL,
        content_type varchar(100) NOT NULL,
        size_bytes integer NOT NULL,
        uploaded_at timestamptz NOT NULL DEFAULT now()
      )`);

    // status: 1 new, 2 viewed, 3 shortlisted, 4 interview, 5 offer, 6 hired, 7 rejected.
    await db.query(`
      CREATE TABLE application (
        id serial PRIMARY KEY,
        vacancy_id integer NOT NULL REFERENCES vacancy (id) ON DELETE CASCADE,
        account_id integer NOT NULL REFERENCES account (id) ON DELETE CASCADE,
        full_name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(30) NOT NULL,
        message varchar(2000),
        cv_file_key varchar(200) NOT NULL,
        cv_file_name varchar(255) NOT NULL,
        cv_content_type varchar(100) NOT NULL,
        status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 7),
        status_changed_at timestamptz NOT NULL DEFAULT now(),
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (vacancy_id, account_id)
      )`);
    await db.query(`CREATE INDEX application_account_idx ON application (account_id, created_at DESC)`);
    await db.query(`CREATE INDEX application_created_idx ON application (created_at)`);

    await db.query(`
      CREATE TABLE favorite_vacancy (
        account_id integer NOT NULL REFERENCES account (id) ON DELETE CASCADE,
        vacancy_id integer NOT NULL REFERENCES vacancy (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, vacancy_id)
      )`);
    await db.query(`CREATE INDEX favorite_vacancy_vacancy_idx ON favorite_vacancy (vacancy_id)`);

    // A company's saved talents (spec: favourite applicants).
    await db.query(`
      CREATE TABLE favorite_applicant (
        company_id integer NOT NULL REFERENCES company (id) ON DELETE CASCADE,
        account_id integer NOT NULL REFERENCES account (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (company_id, account_id)
      )`);

    // The polite rejection mail is the company's choice (on unless it turns it off).
    await db.query(`ALTER TABLE company ADD COLUMN send_rejection_mail boolean NOT NULL DEFAULT true`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE company DROP COLUMN send_rejection_mail`);
    for (const table of ['favorite_applicant', 'favorite_vacancy', 'application', 'talent_cv', 'vacancy_benefit']) {
      await db.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await db.query(`DROP INDEX IF EXISTS vacancy_pending_idx`);
    await db.query(`DROP INDEX IF EXISTS vacancy_deadline_idx`);
    await db.query(`
      ALTER TABLE vacancy
        DROP CONSTRAINT vacancy_salary_range,
        DROP COLUMN updated_at, DROP COLUMN ended_at, DROP COLUMN transformed_title, DROP COLUMN languages,
        DROP COLUMN deadline_months, DROP COLUMN call_to_action, DROP COLUMN rejection_reason, DROP COLUMN approval`);
  }
}
