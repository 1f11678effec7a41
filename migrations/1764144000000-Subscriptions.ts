import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Talents' subscriptions and the e-mail digests they receive: companies, job functions and saved
 * vacancy searches, each with a frequency (1 daily, 2 weekly); the hide-notifications flag; and one
 * delivery row per talent and digest period, claimed before its mail is queued (exactly once).
 */
export class Subscriptions1764144000000 implements MigrationInterface {
  name = 'Subscriptions1764144000000';

  async up(db: QueryRunner): Promise<void> {
    // Set by a digest's one-click unsubscribe; saving company or job-function subscriptions clears it.
    await db.query(`ALTER TABLE account ADD COLUMN hide_notifications boolean NOT NULL DEFAULT false`);

    await db.query(`
      CREATE TABLE company_subscription (
        account_id integer NOT NULL REFERENCES account (id) ON DELETE CASCADE,
        company_id integer NOT NULL REFERENCES company (id) ON DELETE CASCADE,
        frequency smallint NOT NULL CHECK (frequency IN (1, 2)),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, company_id)
      )`);
    await db.query(`CREATE INDEX company_subscription_company_idx ON company_subscription (company_id)`);

    await db.query(`
      CREATE TABLE job_function_subscription (
        account_id integer NOT NULL REFERENCES account (id) ON DELETE CASCADE,
        job_function_id integer NOT NULL REFERENCES dictionary_item (id) ON DELETE CASCADE,
        frequency smallint NOT NULL CHECK (frequency IN (1, 2)),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, job_function_id)
      )`);
    await db.query(`CREATE INDEX job_function_subscription_function_idx ON job_function_subscription (job_function_id)`);

    // A saved vacancy search: the SearchVacancies filters as JSON (searchTerm, technologies,
    // employmentTypes, workLocations, jobFunctions, cities, experiences, salaryShown).
    await db.query(`
      CREATE TABLE search_subscription (
        id serial PRIMARY KEY,
        account_id integer NOT NULL REFERENCES account (id) ON DELETE CASCADE,
        name varchar(100) NOT NULL,
        search jsonb NOT NULL,
        frequency smallint NOT NULL CHECK (frequency IN (1, 2)),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX search_subscription_account_idx ON search_subscription (account_id)`);

    // One row per talent and digest period (period_start = the scheduled time of that digest).
    // Inserted with its outbox mail in one transaction: a row means the mail is queued (or that
    // nothing matched), so no second process and no rerun sends it again.
    await db.query(`
      CREATE TABLE digest_delivery (
        account_id integer NOT NULL REFERENCES account (id) ON DELETE CASCADE,
        frequency smallint NOT NULL CHECK (frequency IN (1, 2)),
        period_start timestamptz NOT NULL,
        vacancy_count integer NOT NULL DEFAULT 0 CHECK (vacancy_count >= 0),
        outbox_mail_id bigint REFERENCES outbox_mail (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, frequency, period_start)
      )`);
    // "Vacancies that became active since": published_at is set on publish and renew.
    await db.query(`CREATE INDEX vacancy_published_idx ON vacancy (published_at) WHERE status = 1 AND approval = 2`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS vacancy_published_idx`);
    for (const table of ['digest_delivery', 'search_subscription', 'job_function_subscription', 'company_subscription']) {
      await db.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await db.query(`ALTER TABLE account DROP COLUMN IF EXISTS hide_notifications`);
  }
}
