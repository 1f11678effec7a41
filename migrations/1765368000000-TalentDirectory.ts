import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The talent directory (issue 24): talents who opt in keep an anonymous profile that verified
 * companies search and invite to a vacancy; the talent decides whether to reveal who they are.
 *
 * - `talent_directory`: one row per talent who has opened the directory settings. `public_id` is
 *   what companies see instead of the account id (a guessed id finds nothing). `filter_items` holds
 *   every dictionary item a search filters by (technologies, field, level, work formats, cities) in
 *   one GIN-indexed array, as `vacancy.filter_items` does for the vacancy search; triggers on the
 *   tables it is made of keep it.
 * - `talent_hidden_company`: companies that must never see the talent's profile.
 * - `talent_invitation`: a company's invitation to one of its vacancies; one open (pending)
 *   invitation per talent and company; pending ones expire after 14 days.
 * - `company_invitation_suspension`: staff took the company's right to invite.
 * - `application.source`: 1 applied, 2 came from an accepted invitation.
 */
export class TalentDirectory1765368000000 implements MigrationInterface {
  name = 'TalentDirectory1765368000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE talent_directory (
        account_id int PRIMARY KEY REFERENCES account(id) ON DELETE CASCADE,
        public_id uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
        visible boolean NOT NULL DEFAULT false,
        show_salary boolean NOT NULL DEFAULT false,
        experience_years smallint CHECK (experience_years BETWEEN 0 AND 60),
        filter_items int[] NOT NULL DEFAULT '{}',
        active_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`
      CREATE INDEX talent_directory_filter_idx ON talent_directory USING gin (filter_items) WITH (fastupdate = off)
        WHERE visible`);
    await db.query(`CREATE INDEX talent_directory_active_idx ON talent_directory (active_at DESC) WHERE visible`);

    await db.query(`
      CREATE FUNCTION talent_directory_items(p_account_id integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
        SELECT ARRAY(SELECT t.technology_id FROM account_technology t WHERE t.account_id = p_account_id ORDER BY 1)
            || coalesce((SELECT array_remove(ARRAY[a.field_id, a.experience_id], NULL) FROM account a WHERE a.id = p_account_id), '{}')
            || coalesce((SELECT p.work_location_ids || p.city_ids FROM talent_profile p WHERE p.account_id = p_account_id), '{}')
      $$`);
    await db.query(`
      CREATE FUNCTION talent_directory_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.filter_items := talent_directory_items(NEW.account_id);
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER talent_directory_row BEFORE INSERT OR UPDATE ON talent_directory
        FOR EACH ROW EXECUTE FUNCTION talent_directory_row()`);
    // A change of what the array is made of rewrites the directory row (whose trigger remakes it).
    await db.query(`
      CREATE FUNCTION talent_directory_touch() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE talent_directory SET active_at = now() WHERE account_id = NEW.account_id;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER talent_directory_profile AFTER INSERT OR UPDATE ON talent_profile
        FOR EACH ROW EXECUTE FUNCTION talent_directory_touch()`);
    await db.query(`
      CREATE FUNCTION talent_directory_account() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE talent_directory SET updated_at = updated_at WHERE account_id = NEW.id;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER talent_directory_account AFTER UPDATE OF field_id, experience_id ON account
        FOR EACH ROW EXECUTE FUNCTION talent_directory_account()`);
    // The technologies change as a set (replaceAccountLinks: a DELETE, then an INSERT).
    await db.query(`
      CREATE FUNCTION talent_directory_technologies() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE talent_directory SET updated_at = updated_at WHERE account_id IN (SELECT DISTINCT account_id FROM changed);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER talent_directory_technologies_added AFTER INSERT ON account_technology
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION talent_directory_technologies()`);
    await db.query(`
      CREATE TRIGGER talent_directory_technologies_removed AFTER DELETE ON account_technology
        REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION talent_directory_technologies()`);

    await db.query(`
      CREATE TABLE talent_hidden_company (
        account_id int NOT NULL REFERENCES account(id) ON DELETE CASCADE,
        company_id int NOT NULL REFERENCES company(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (account_id, company_id)
      )`);
    await db.query(`CREATE INDEX talent_hidden_company_company_idx ON talent_hidden_company (company_id)`);

    await db.query(`ALTER TABLE application ADD COLUMN source smallint NOT NULL DEFAULT 1 CHECK (source IN (1, 2))`);

    await db.query(`
      CREATE TABLE talent_invitation (
        id serial PRIMARY KEY,
        company_id int NOT NULL REFERENCES company(id) ON DELETE CASCADE,
        account_id int NOT NULL REFERENCES account(id) ON DELETE CASCADE,
        vacancy_id int NOT NULL REFERENCES vacancy(id) ON DELETE CASCADE,
        invited_by int REFERENCES account(id) ON DELETE SET NULL,
        message varchar(2000) NOT NULL,
        status smallint NOT NULL DEFAULT 1 CHECK (status BETWEEN 1 AND 4),
        decline_reason smallint CHECK (decline_reason BETWEEN 1 AND 5),
        application_id int REFERENCES application(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL DEFAULT now() + interval '14 days',
        responded_at timestamptz
      )`);
    await db.query(`
      CREATE UNIQUE INDEX talent_invitation_open_key ON talent_invitation (company_id, account_id) WHERE status = 1`);
    await db.query(`CREATE INDEX talent_invitation_company_idx ON talent_invitation (company_id, created_at DESC)`);
    await db.query(`CREATE INDEX talent_invitation_account_idx ON talent_invitation (account_id, created_at DESC)`);
    await db.query(`CREATE INDEX talent_invitation_expiry_idx ON talent_invitation (expires_at) WHERE status = 1`);

    await db.query(`
      CREATE TABLE company_invitation_suspension (
        company_id int PRIMARY KEY REFERENCES company(id) ON DELETE CASCADE,
        reason varchar(500),
        suspended_by int REFERENCES account(id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE company_invitation_suspension');
    await db.query('DROP TABLE talent_invitation');
    await db.query('ALTER TABLE application DROP COLUMN source');
    await db.query('DROP TABLE talent_hidden_company');
    await db.query('DROP TRIGGER talent_directory_technologies_removed ON account_technology');
    await db.query('DROP TRIGGER talent_directory_technologies_added ON account_technology');
    await db.query('DROP FUNCTION talent_directory_technologies()');
    await db.query('DROP TRIGGER talent_directory_account ON account');
    await db.query('DROP FUNCTION talent_directory_account()');
    await db.query('DROP TRIGGER talent_directory_profile ON talent_profile');
    await db.query('DROP FUNCTION talent_directory_touch()');
    await db.query('DROP TABLE talent_directory');
    await db.query('DROP FUNCTION talent_directory_row()');
    await db.query('DROP FUNCTION talent_directory_items(integer)');
  }
}
