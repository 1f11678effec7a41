import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A sign-in hand-over (a staff view-as link, the end of a Google or LinkedIn sign-in) is bound to the
 * browser that asked for it: the SHA-256 of a secret the server put in that browser's cookie. Only
 * that browser can exchange it (login CSRF). Unbound hand-overs from before live two minutes at most.
 */
export class HandoverBinding1764590400100 implements MigrationInterface {
  name = 'HandoverBinding1764590400100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE one_time_token ADD COLUMN binding_hash char(64)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE one_time_token DROP COLUMN binding_hash`);
  }
}
