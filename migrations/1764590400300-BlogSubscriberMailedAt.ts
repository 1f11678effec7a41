import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `blog_subscriber.mailed_at` (the last subscription mail, one per address per 10 minutes) was
 * added by editing the committed BlogSubscription migration, so a database migrated before that
 * edit never got it. This adds it where it is missing and leaves it where it is.
 */
export class BlogSubscriberMailedAt1764590400300 implements MigrationInterface {
  name = 'BlogSubscriberMailedAt1764590400300';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE blog_subscriber ADD COLUMN IF NOT EXISTS mailed_at timestamptz`);
  }

  async down(): Promise<void> {
    // The column belongs to BlogSubscription on every database migrated after its edit: it stays.
  }
}
