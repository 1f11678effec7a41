import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One row per session (what a sign-in or a view-as link starts), so that a session can end on its
 * own: its access tokens name it and stop the moment it ends (sign-out), not 15 minutes later. A
 * view-as session records the staff member behind it and a hard end one hour after it began; it ends
 * with that staff member's sessions too. The refresh-token links of a session belong to it.
 *
 * Existing refresh families become sessions (ended unless a link could still be used); view-as
 * families from before, which name no staff member, end here.
 */
export class AccountSessions1764590400000 implements MigrationInterface {
  name = 'AccountSessions1764590400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE account_session (
        id uuid PRIMARY KEY,
        account_id integer NOT NULL REFERENCES account (id) ON DELETE CASCADE,
        view_as_by integer REFERENCES account (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        ends_at timestamptz,
        ended_at timestamptz,
        end_reason varchar(40),
        CONSTRAINT account_session_view_as_ends CHECK (view_as_by IS NULL OR ends_at IS NOT NULL)
      )`);
    await db.query(`CREATE INDEX account_session_open_idx ON account_session (account_id) WHERE ended_at IS NULL`);
    await db.query(`CREATE INDEX account_session_view_as_idx ON account_session (view_as_by) WHERE view_as_by IS NOT NULL AND ended_at IS NULL`);
    await db.query(`
      INSERT INTO account_session (id, account_id, created_at, ended_at, end_reason)
      SELECT family_id, min(account_id), min(created_at),
             CASE WHEN bool_or(view_as) OR NOT bool_or(used_at IS NULL AND revoked_at IS NULL AND expires_at > now()) THEN now() END,
             CASE WHEN bool_or(view_as) OR NOT bool_or(used_at IS NULL AND revoked_at IS NULL AND expires_at > now()) THEN 'migrated' END
      FROM refresh_token GROUP BY family_id`);
    await db.query(`
      ALTER TABLE refresh_token
        ADD CONSTRAINT refresh_token_session_fkey FOREIGN KEY (family_id) REFERENCES account_session (id) ON DELETE CASCADE`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE refresh_token DROP CONSTRAINT IF EXISTS refresh_token_session_fkey`);
    await db.query(`DROP TABLE IF EXISTS account_session`);
  }
}
