import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports of content by signed-in people (a vacancy, a company page or a review; one report per
 * person and item), the company page staff hide after a report (`company.hidden_at`), and the
 * staff's replies to support tickets.
 */
export class ContentReports1764410400000 implements MigrationInterface {
  name = 'ContentReports1764410400000';

  async up(db: QueryRunner): Promise<void> {
    // item_type: 1 vacancy, 2 company, 3 review; reason: 1 fake, 2 spam, 3 offensive;
    // status: 1 open, 2 dismissed, 3 actioned. A report outlives its reporter's account.
    await db.query(`
      CREATE TABLE content_report (
        id serial PRIMARY KEY,
        reporter_account_id integer REFERENCES account (id) ON DELETE SET NULL,
        item_type smallint NOT NULL CHECK (item_type IN (1, 2, 3)),
        item_id integer NOT NULL,
        reason smallint NOT NULL CHECK (reason IN (1, 2, 3)),
        details varchar(1000),
        status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        resolved_by integer REFERENCES account (id) ON DELETE SET NULL,
        CONSTRAINT content_report_once UNIQUE (reporter_account_id, item_type, item_id)
      )`);
    await db.query(`CREATE INDEX content_report_item_idx ON content_report (item_type, item_id)`);
    await db.query(`CREATE INDEX content_report_created_idx ON content_report (created_at DESC, id DESC)`);
    await db.query(`CREATE INDEX content_report_open_idx ON content_report (created_at DESC, id DESC) WHERE status = 1`);

    // The item is polymorphic (no foreign key): deleting it deletes its reports, so the queue and
    // the dashboard's count never hold reports of nothing.
    await db.query(`
      CREATE FUNCTION content_report_item_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM content_report WHERE item_type = TG_ARGV[0]::smallint AND item_id = OLD.id;
        RETURN OLD;
      END $$`);
    for (const [table, itemType] of [['vacancy', 1], ['company', 2], ['company_review', 3]] as const) {
      await db.query(
        `CREATE TRIGGER ${table}_content_report_cleanup AFTER DELETE ON ${table}
           FOR EACH ROW EXECUTE FUNCTION content_report_item_deleted('${itemType}')`,
      );
    }

    // A company page staff took off the public site; every public read of companies skips it.
    await db.query(`ALTER TABLE company ADD COLUMN hidden_at timestamptz`);
    await db.query(`CREATE INDEX company_hidden_idx ON company (id) WHERE hidden_at IS NOT NULL`);

    await db.query(`
      CREATE TABLE support_ticket_reply (
        id serial PRIMARY KEY,
        ticket_id integer NOT NULL REFERENCES support_ticket (id) ON DELETE CASCADE,
        author_account_id integer REFERENCES account (id) ON DELETE SET NULL,
        message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 5000),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX support_ticket_reply_ticket_idx ON support_ticket_reply (ticket_id, created_at)`);
    await db.query(`CREATE INDEX support_ticket_created_idx ON support_ticket (created_at DESC, id DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX IF EXISTS support_ticket_created_idx`);
    await db.query(`DROP TABLE IF EXISTS support_ticket_reply`);
    await db.query(`DROP INDEX IF EXISTS company_hidden_idx`);
    await db.query(`ALTER TABLE company DROP COLUMN IF EXISTS hidden_at`);
    for (const table of ['vacancy', 'company', 'company_review']) {
      await db.query(`DROP TRIGGER IF EXISTS ${table}_content_report_cleanup ON ${table}`);
    }
    await db.query(`DROP FUNCTION IF EXISTS content_report_item_deleted()`);
    await db.query(`DROP TABLE IF EXISTS content_report`);
  }
}
