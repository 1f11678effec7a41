import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Messages left in the support chat widget: who wrote (name, e-mail, the signed-in account if
 * any), what, in which language, and where the answer stands (1 open, 2 answered, 3 closed).
 * No IP address is kept.
 */
export class SupportTicket1764324000000 implements MigrationInterface {
  name = 'SupportTicket1764324000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE support_ticket (
        id serial PRIMARY KEY,
        name varchar(80) NOT NULL,
        email varchar(254) NOT NULL,
        message text NOT NULL CHECK (char_length(message) BETWEEN 1 AND 2000),
        language varchar(2) NOT NULL CHECK (language IN ('en', 'ka')),
        account_id integer REFERENCES account (id) ON DELETE SET NULL,
        status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX support_ticket_open_idx ON support_ticket (created_at DESC) WHERE status = 1`);
    await db.query(`CREATE INDEX support_ticket_account_idx ON support_ticket (account_id) WHERE account_id IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS support_ticket`);
  }
}
