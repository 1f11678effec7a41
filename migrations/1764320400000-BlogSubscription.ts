import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The blog's e-mail subscribers (double opt-in: pending until the mailed link is opened) and one
 * delivery row per subscriber and weekly news mail, claimed before its mail is queued (exactly once).
 */
export class BlogSubscription1764320400000 implements MigrationInterface {
  name = 'BlogSubscription1764320400000';

  async up(db: QueryRunner): Promise<void> {
    // status: 1 pending, 2 confirmed, 3 unsubscribed. The address is stored lower-cased, so one
    // person is one row however they type it. token_version moves on when an unsubscribed address
    // subscribes again: the confirmation links mailed before stop working (docs/decisions.md).
    await db.query(`
      CREATE TABLE blog_subscriber (
        id serial PRIMARY KEY,
        email varchar(320) NOT NULL CHECK (email = lower(email)),
        language varchar(2) NOT NULL CHECK (language IN ('en', 'ka')),
        status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
        token_version integer NOT NULL DEFAULT 1 CHECK (token_version >= 1),
        created_at timestamptz NOT NULL DEFAULT now(),
        confirmed_at timestamptz,
        unsubscribed_at timestamptz,
        -- The last subscription mail (confirmation or "already subscribed"): one per address per
        -- 10 minutes, so the public form cannot be used to flood someone's mailbox.
        mailed_at timestamptz
      )`);
    await db.query(`CREATE UNIQUE INDEX blog_subscriber_email_key ON blog_subscriber (email)`);
    // The weekly mail walks the confirmed subscribers in id order.
    await db.query(`CREATE INDEX blog_subscriber_confirmed_idx ON blog_subscriber (id) WHERE status = 2`);

    // period_start = the scheduled time of that week's mail. Inserted with its outbox mail in one
    // transaction: a row means the mail is queued, so no second process and no rerun sends it again.
    await db.query(`
      CREATE TABLE blog_mail_delivery (
        subscriber_id integer NOT NULL REFERENCES blog_subscriber (id) ON DELETE CASCADE,
        period_start timestamptz NOT NULL,
        post_count integer NOT NULL DEFAULT 0 CHECK (post_count >= 0),
        outbox_mail_id bigint REFERENCES outbox_mail (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (subscriber_id, period_start)
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE IF EXISTS blog_mail_delivery`);
    await db.query(`DROP TABLE IF EXISTS blog_subscriber`);
  }
}
