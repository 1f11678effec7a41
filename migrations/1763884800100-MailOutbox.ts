import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The mail outbox: every outgoing mail is first a row, then sent (and retried) by the OutboxSender. */
export class MailOutbox1763884800100 implements MigrationInterface {
  name = 'MailOutbox1763884800100';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE outbox_mail (
        id bigserial PRIMARY KEY,
        to_address varchar(320) NOT NULL,
        subject varchar(998) NOT NULL,
        text_body text NOT NULL,
        html_body text,
        headers jsonb NOT NULL DEFAULT '{}',
        status varchar(10) NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz
      )`);
    // The sender's only question: which pending mails are due? Sent and failed rows stay out of it.
    await db.query(`CREATE INDEX outbox_mail_due_idx ON outbox_mail (next_attempt_at, id) WHERE status = 'pending'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS outbox_mail`);
  }
}
