import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The invited talent reports a company's invitation (issue 24): `content_report.item_type` 4 is a
 * `talent_invitation`, whose deletion deletes its reports like the other items'.
 */
export class InvitationReports1765454400000 implements MigrationInterface {
  name = 'InvitationReports1765454400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE content_report DROP CONSTRAINT content_report_item_type_check`);
    await db.query(
      `ALTER TABLE content_report ADD CONSTRAINT content_report_item_type_check CHECK (item_type IN (1, 2, 3, 4))`,
    );
    await db.query(
      `CREATE TRIGGER talent_invitation_content_report_cleanup AFTER DELETE ON talent_invitation
         FOR EACH ROW EXECUTE FUNCTION content_report_item_deleted('4')`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER IF EXISTS talent_invitation_content_report_cleanup ON talent_invitation`);
    await db.query(`DELETE FROM content_report WHERE item_type = 4`);
    await db.query(`ALTER TABLE content_report DROP CONSTRAINT content_report_item_type_check`);
    await db.query(
      `ALTER TABLE content_report ADD CONSTRAINT content_report_item_type_check CHECK (item_type IN (1, 2, 3))`,
    );
  }
}
