import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Accounts grow into identities: profile, staff role, sessions, one-time links, social sign-in, audit. */
export class Accounts1763884800000 implements MigrationInterface {
  name = 'Accounts1763884800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE account DROP CONSTRAINT IF EXISTS account_account_kind_check`);
    await db.query(`ALTER TABLE account ADD CONSTRAINT account_account_kind_check CHECK (account_kind IN (0, 1, 2))`);
    await db.query(`
      ALTER TABLE account
        ADD COLUMN is_staff boolean NOT NULL DEFAULT false,
        ADD COLUMN is_blocked boolean NOT NULL DEFAULT false,
        ADD COLUMN language varchar(2) NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'ka')),
        ADD COLUMN profile_image_url varchar(500),
        ADD COLUMN small_profile_image_url varchar(500),
        ADD COLUMN field_id integer REFERENCES dictionary_item (id) ON DELETE SET NULL,
        ADD COLUMN experience_id integer REFERENCES dictionary_item (id) ON DELETE SET NULL,
        ADD COLUMN session_version integer NOT NULL DEFAULT 1,
        ADD COLUMN failed_sign_ins integer NOT NULL DEFAULT 0,
        ADD COLUMN email_verified_at timestamptz`);

    for (const [table, column] of [
      ['account_technology', 'technology_id'],
      ['account_job_function', 'job_function_id'],
    ]) {
      await db.query(`
        CREATE TABLE ${table} (
          account_id integer NOT NULL REFERENCES account (id) ON DELETE CASCADE,
          ${column} integer NOT NULL REFERENCES dictionary_item (id) ON DELETE CASCADE,
          PRIMARY KEY (account_id, ${column})
        )`);
    }

    await db.query(`
      CREATE TABLE refresh_token (
        id uuid PRIMARY KEY,
        family_id uuid NOT NULL,
        account_id integer NOT NULL REFERENCES account (id) ON DELETE CASCADE,
        token_hash char(64) NOT NULL UNIQUE,
        view_as boolean NOT NULL DEFAULT false,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX refresh_token_family_idx ON refresh_token (family_id)`);
    await db.query(`CREATE INDEX refresh_token_account_idx ON refresh_token (account_id)`);

    await db.query(`
      CREATE TABLE one_time_token (
        id bigserial PRIMARY KEY,
        purpose varchar(30) NOT NULL CHECK (purpose IN ('emailVerification', 'passwordRecovery', 'viewAs', 'socialSignIn')),
        token_hash char(64) NOT NULL UNIQUE,
        account_id integer NOT NULL REFERENCES account (id) ON DELETE CASCADE,
        issued_by integer REFERENCES account (id) ON DELETE SET NULL,
        go_to_profile boolean NOT NULL DEFAULT false,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX one_time_token_account_idx ON one_time_token (account_id, purpose)`);

    await db.query(`
      CREATE TABLE social_identity (
        provider varchar(20) NOT NULL CHECK (provider IN ('google', 'linkedIn')),
        subject varchar(255) NOT NULL,
        account_id integer NOT NULL REFERENCES account (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (provider, subject)
      )`);
    await db.query(`CREATE INDEX social_identity_account_idx ON social_identity (account_id)`);

    await db.query(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        actor_account_id integer REFERENCES account (id) ON DELETE SET NULL,
        action varchar(60) NOT NULL,
        target_type varchar(30),
        target_id integer,
        before jsonb,
        after jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX audit_log_created_idx ON audit_log (created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['audit_log', 'social_identity', 'one_time_token', 'refresh_token', 'account_job_function', 'account_technology']) {
      await db.query(`DROP TABLE IF EXISTS ${table}`);
    }
    await db.query(`
      ALTER TABLE account
        DROP COLUMN is_staff, DROP COLUMN is_blocked, DROP COLUMN language, DROP COLUMN profile_image_url,
        DROP COLUMN small_profile_image_url, DROP COLUMN field_id, DROP COLUMN experience_id,
        DROP COLUMN session_version, DROP COLUMN failed_sign_ins, DROP COLUMN email_verified_at`);
    await db.query(`ALTER TABLE account DROP CONSTRAINT IF EXISTS account_account_kind_check`);
    await db.query(`ALTER TABLE account ADD CONSTRAINT account_account_kind_check CHECK (account_kind IN (1, 2))`);
  }
}
