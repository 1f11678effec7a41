import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Since AccountSessions, a refresh token's session says whether it is a view-as session
 * (`account_session.view_as_by`) and whether it has ended (`ended_at`); the token's own copies of
 * both are dropped. Families revoked before were ended when they became sessions.
 */
export class RefreshTokensInSessions1764590400400 implements MigrationInterface {
  name = 'RefreshTokensInSessions1764590400400';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE refresh_token DROP COLUMN view_as, DROP COLUMN revoked_at`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE refresh_token ADD COLUMN view_as boolean NOT NULL DEFAULT false, ADD COLUMN revoked_at timestamptz`);
    await db.query(`UPDATE refresh_token r SET view_as = true FROM account_session s WHERE s.id = r.family_id AND s.view_as_by IS NOT NULL`);
    await db.query(`UPDATE refresh_token r SET revoked_at = s.ended_at FROM account_session s WHERE s.id = r.family_id AND s.ended_at IS NOT NULL`);
  }
}
