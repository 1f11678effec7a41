import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A talent's "active" in the talent directory (issue 24) moves on every sign-in too, not only when
 *  the profile or the directory settings are saved: a new session of the talent's own (not a staff
 *  member's view-as session) touches the directory row. */
export class TalentActiveOnSignIn1765368000100 implements MigrationInterface {
  name = 'TalentActiveOnSignIn1765368000100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION talent_directory_signed_in() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE talent_directory SET active_at = NEW.created_at WHERE account_id = NEW.account_id;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER talent_directory_signed_in AFTER INSERT ON account_session
        FOR EACH ROW WHEN (NEW.view_as_by IS NULL) EXECUTE FUNCTION talent_directory_signed_in()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER talent_directory_signed_in ON account_session');
    await db.query('DROP FUNCTION talent_directory_signed_in()');
  }
}
