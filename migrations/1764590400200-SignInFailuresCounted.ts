import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Failed sign-ins are counted per address (whether an account has it or not) beside the rate
 * limits, in Redis or the process (PasswordAttempts), so that unknown addresses meet the anti-bot
 * check as known ones do. The account's own counter goes.
 */
export class SignInFailuresCounted1764590400200 implements MigrationInterface {
  name = 'SignInFailuresCounted1764590400200';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE account DROP COLUMN failed_sign_ins`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE account ADD COLUMN failed_sign_ins integer NOT NULL DEFAULT 0`);
  }
}
