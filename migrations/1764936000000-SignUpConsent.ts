import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The sign-up's consent to the terms of use and the privacy policy (issue 22): when the account
 * agreed, and which version of each document it agreed to (the page's last change, `static_page`
 * types 2 and 1). Accounts made before the consent existed, by social sign-in or by staff keep NULL.
 */
export class SignUpConsent1764936000000 implements MigrationInterface {
  name = 'SignUpConsent1764936000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE account
      ADD COLUMN terms_accepted_at timestamptz,
      ADD COLUMN terms_of_use_version timestamptz,
      ADD COLUMN privacy_policy_version timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE account DROP COLUMN terms_accepted_at, DROP COLUMN terms_of_use_version, DROP COLUMN privacy_policy_version');
  }
}
