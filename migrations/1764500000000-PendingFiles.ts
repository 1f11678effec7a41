import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Stored files that no row may refer to: a CV written before the transaction that stores its
 * application commits, or one just replaced or removed. A process killed in between leaves the
 * row here, and the sweep removes the file unless a row refers to it (PendingCvFiles).
 */
export class PendingFiles1764500000000 implements MigrationInterface {
  name = 'PendingFiles1764500000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE pending_file (
        key varchar(255) PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX pending_file_created_idx ON pending_file (created_at)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE pending_file`);
  }
}
