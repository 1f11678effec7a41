import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Companies grow into full profiles: contact card, reviews with likes and replies, claims of
 *  unclaimed pages, and the visit activity behind the statistics. */
export class CompanyProfiles1763971200000 implements MigrationInterface {
  name = 'CompanyProfiles1763971200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE company_contact (
        company_id integer PRIMARY KEY REFERENCES company (id) ON DELETE CASCADE,
        phone_number varchar(30),
        country_code varchar(8) NOT NULL DEFAULT '+995',
        email varchar(254),
        website varchar(500),
        georgia_office varchar(300),
        georgia_office_ge varchar(300),
        google_map_url varchar(1000),
        head_quarter varchar(300),
        head_quarter_ge varchar(300),
        head_quarter_google_map_url varchar(1000),
        facebook_url varchar(500),
        linked_in_url varchar(500),
        twitter_url varchar(500),
        you_tube_url varchar(500),
        tik_tok_url varchar(500),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await db.query(`
      CREATE TABLE company_review (
        id serial PRIMARY KEY,
        company_id integer NOT NULL REFERENCES company (id) ON DELETE CASCADE,
        -- NULL once the author deleted their account: the review stays, anonymous.
        author_account_id integer REFERENCES account (id) ON DELETE SET NULL,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
        headline varchar(150) NOT NULL,
        description text NOT NULL,
        pros text,
        cons text,
        advice text,
        benefits text,
        visibility smallint NOT NULL CHECK (visibility IN (1, 2)),
        position varchar(100),
        tenure varchar(50),
        status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
        rejection_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX company_review_author_key ON company_review (company_id, author_account_id)`);
    await db.query(`CREATE INDEX company_review_company_idx ON company_review (company_id, status, created_at DESC)`);
    await db.query(`
      CREATE TABLE company_review_like (
        review_id integer NOT NULL REFERENCES company_review (id) ON DELETE CASCADE,
        account_id integer NOT NULL REFERENCES account (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (review_id, account_id)
      )`);
    await db.query(`
      CREATE TABLE company_review_reply (
        review_id integer PRIMARY KEY REFERENCES company_review (id) ON DELETE CASCADE,
        text text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    await db.query(`
      CREATE TABLE company_claim (
        id serial PRIMARY KEY,
        company_id integer NOT NULL REFERENCES company (id) ON DELETE CASCADE,
        account_id integer NOT NULL REFERENCES account (id) ON DELETE CASCADE,
        message varchar(1000),
        status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3)),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz
      )`);
    await db.query(`CREATE UNIQUE INDEX company_claim_pending_key ON company_claim (company_id, account_id) WHERE status = 1`);

    await db.query(`
      CREATE TABLE user_activity (
        id bigserial PRIMARY KEY,
        page smallint NOT NULL CHECK (page BETWEEN 1 AND 5),
        company_id integer REFERENCES company (id) ON DELETE CASCADE,
        vacancy_id integer REFERENCES vacancy (id) ON DELETE CASCADE,
        -- A hash of the visitor (account, or IP and user agent): repeat visits within 30 minutes count once.
        visitor_key char(64) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX user_activity_company_idx ON user_activity (company_id, page, created_at)`);
    await db.query(`CREATE INDEX user_activity_visitor_idx ON user_activity (visitor_key, page, created_at DESC)`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['user_activity', 'company_claim', 'company_review_reply', 'company_review_like', 'company_review', 'company_contact']) {
      await db.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
