import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The built-in blog: posts in English and Georgian (Markdown bodies), drafts and published ones,
 * edited in the back office. A post's `search_vector` (GIN) holds its titles (weight A) and
 * summaries (B) by the search rules of the SmartSearch migration, kept by a trigger, and its words
 * enter the lexicon so that a misspelt search finds them. The published posts, newest first, are
 * read through a narrow partial index.
 */
export class Blog1764316800000 implements MigrationInterface {
  name = 'Blog1764316800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE blog_post (
        id serial PRIMARY KEY,
        title_en text NOT NULL CHECK (btrim(title_en) <> ''),
        title_ge text NOT NULL DEFAULT '',
        summary_en text NOT NULL DEFAULT '',
        summary_ge text NOT NULL DEFAULT '',
        body_en text NOT NULL,
        body_ge text NOT NULL DEFAULT '',
        cover_url text,
        author text,
        status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2)),
        published_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        search_vector tsvector NOT NULL DEFAULT '',
        CHECK (status <> 2 OR published_at IS NOT NULL)
      )`);
    await db.query(`
      CREATE FUNCTION blog_post_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := search_vector(NEW.title_en, 'A') || search_vector(NEW.title_ge, 'A')
                          || search_vector(NEW.summary_en, 'B') || search_vector(NEW.summary_ge, 'B');
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER blog_post_search_row BEFORE INSERT OR UPDATE OF title_en, title_ge, summary_en, summary_ge ON blog_post
        FOR EACH ROW EXECUTE FUNCTION blog_post_search_row()`);
    for (const event of ['INSERT', 'UPDATE']) {
      await db.query(`
        CREATE TRIGGER blog_post_search_lexicon_${event.toLowerCase()} AFTER ${event} ON blog_post
          REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_add()`);
    }
    await db.query(`CREATE INDEX blog_post_search_idx ON blog_post USING gin (search_vector) WITH (fastupdate = off)`);
    await db.query(`CREATE INDEX blog_post_published_idx ON blog_post (published_at DESC, id DESC) WHERE status = 2`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TABLE blog_post`);
    await db.query(`DROP FUNCTION IF EXISTS blog_post_search_row()`);
  }
}
