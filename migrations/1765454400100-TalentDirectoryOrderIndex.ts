import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The talent search's order (most recently active first, then account id) as one partial index of
 * the visible profiles, in place of the one on active_at alone. Measured on 50,000 profiles
 * (`npm run bench`): a deep page (offset 19,980) fell from 33 to 11 ms and the count without
 * filters from 15 to 7.5 ms, both read from the index alone instead of the wide directory rows.
 */
export class TalentDirectoryOrderIndex1765454400100 implements MigrationInterface {
  name = 'TalentDirectoryOrderIndex1765454400100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(
      'CREATE INDEX talent_directory_order_idx ON talent_directory (active_at DESC, account_id) WHERE visible',
    );
    await db.query('DROP INDEX talent_directory_active_idx');
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('CREATE INDEX talent_directory_active_idx ON talent_directory (active_at DESC) WHERE visible');
    await db.query('DROP INDEX talent_directory_order_idx');
  }
}
