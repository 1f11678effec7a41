import type { MigrationInterface, QueryRunner } from 'typeorm';
import { MAX_LEXICON_WORD, searchSqlFunctions } from '../src/modules/search/text/search-sql-functions.js';

/**
 * Search by the database: vacancies and companies carry a `search_vector` (GIN-indexed) that
 * triggers keep current: a vacancy's from its titles, its company's name, its city and its
 * technologies; a company's from its name and tagline. A lexicon (`search_word`) of every word
 * those vectors hold lets a misspelt word find the word that was meant. The open vacancies get
 * narrow indexes for the newest first (keyset-friendly: published_at, id), counts per company and
 * titles by their beginning.
 */
export class SmartSearch1764230400000 implements MigrationInterface {
  name = 'SmartSearch1764230400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE EXTENSION IF NOT EXISTS fuzzystrmatch`);
    await db.query(`CREATE TABLE search_word (word text COLLATE "C" PRIMARY KEY)`);
    await db.query(`CREATE INDEX search_word_length_idx ON search_word (char_length(word))`);
    for (const statement of searchSqlFunctions()) await db.query(statement);

    await db.query(`ALTER TABLE company ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''`);
    await db.query(`ALTER TABLE vacancy ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''`);

    await db.query(`
      CREATE FUNCTION vacancy_search_document(p_vacancy_id integer, p_title text, p_title_ge text, p_company_id integer, p_city_id integer)
      RETURNS tsvector LANGUAGE sql STABLE AS $$
        SELECT search_vector(p_title, 'A') || search_vector(p_title_ge, 'A')
            || search_vector((SELECT c.name FROM company c WHERE c.id = p_company_id), 'B')
            || search_vector((SELECT t.name || ' ' || t.name_ge || ' ' || array_to_string(t.aliases, ' ')
                                FROM dictionary_item t WHERE t.id = p_city_id), 'D')
            || search_vector((SELECT string_agg(t.name || ' ' || t.name_ge || ' ' || array_to_string(t.aliases, ' '), ' ')
                                FROM vacancy_technology vt JOIN dictionary_item t ON t.id = vt.technology_id
                               WHERE vt.vacancy_id = p_vacancy_id), 'C')
      $$`);
    await db.query(`
      CREATE FUNCTION vacancy_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := vacancy_search_document(NEW.id, NEW.title, NEW.title_ge, NEW.company_id, NEW.city_id);
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER vacancy_search_row BEFORE INSERT OR UPDATE OF title, title_ge, company_id, city_id ON vacancy
        FOR EACH ROW EXECUTE FUNCTION vacancy_search_row()`);

    // A vacancy's technologies change as a set (insert all, delete all): one update per statement.
    await db.query(`
      CREATE FUNCTION vacancy_technology_search() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE vacancy v SET search_vector = vacancy_search_document(v.id, v.title, v.title_ge, v.company_id, v.city_id)
         WHERE v.id IN (SELECT DISTINCT vacancy_id FROM changed);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER vacancy_technology_search_insert AFTER INSERT ON vacancy_technology
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION vacancy_technology_search()`);
    await db.query(`
      CREATE TRIGGER vacancy_technology_search_delete AFTER DELETE ON vacancy_technology
        REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION vacancy_technology_search()`);

    await db.query(`
      CREATE FUNCTION company_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := search_vector(NEW.name, 'A') || search_vector(NEW.tagline, 'C');
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER company_search_row BEFORE INSERT OR UPDATE OF name, tagline ON company
        FOR EACH ROW EXECUTE FUNCTION company_search_row()`);
    await db.query(`
      CREATE FUNCTION company_name_vacancies_search() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE vacancy v SET search_vector = vacancy_search_document(v.id, v.title, v.title_ge, v.company_id, v.city_id)
         WHERE v.company_id = NEW.id;
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER company_name_vacancies_search AFTER UPDATE OF name ON company
        FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION company_name_vacancies_search()`);

    // The lexicon only grows: a word no longer used costs a correction that matches nothing.
    await db.query(`
      CREATE FUNCTION search_lexicon_add() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO search_word (word)
        SELECT DISTINCT w FROM changed, unnest(tsvector_to_array(changed.search_vector)) w
         WHERE char_length(w) BETWEEN 4 AND ${MAX_LEXICON_WORD}
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    // Technologies are searched by name, Georgian name and aliases; their words enter the lexicon.
    await db.query(`ALTER TABLE dictionary_item ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''`);
    await db.query(`
      CREATE FUNCTION dictionary_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := search_vector(NEW.name || ' ' || NEW.name_ge || ' ' || array_to_string(NEW.aliases, ' '), 'A');
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER dictionary_search_row BEFORE INSERT OR UPDATE OF name, name_ge, aliases ON dictionary_item
        FOR EACH ROW EXECUTE FUNCTION dictionary_search_row()`);
    for (const table of ['vacancy', 'company', 'dictionary_item']) {
      for (const event of ['INSERT', 'UPDATE']) {
        await db.query(`
          CREATE TRIGGER ${table}_search_lexicon_${event.toLowerCase()} AFTER ${event} ON ${table}
            REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_add()`);
      }
    }

    // What is there already: the updates fire the triggers above, which also fill the lexicon.
    await db.query(`UPDATE company SET name = name`);
    await db.query(`UPDATE vacancy SET title = title`);
    await db.query(`UPDATE dictionary_item SET name = name`);

    // Searches are read far more than vacancies are written: no pending list to scan on every read.
    await db.query(`CREATE INDEX vacancy_search_idx ON vacancy USING gin (search_vector) WITH (fastupdate = off)`);
    await db.query(`CREATE INDEX company_search_idx ON company USING gin (search_vector) WITH (fastupdate = off)`);
    // The company pickers find a name by any part of it (ILIKE '%…%'): trigrams make that an index scan.
    await db.query(`CREATE INDEX company_name_trgm_idx ON company USING gin (name gin_trgm_ops)`);
    // The approved active vacancies: the newest first and the counts per company without reading the
    // wide rows (the deadline, the rest of "open", rides along), and titles by their beginning.
    await db.query(`DROP INDEX IF EXISTS vacancy_active_published_idx`);
    const open = 'WHERE status = 1 AND approval = 2';
    await db.query(`CREATE INDEX vacancy_open_published_idx ON vacancy (published_at DESC NULLS LAST, id DESC) INCLUDE (deadline) ${open}`);
    await db.query(`CREATE INDEX vacancy_open_company_idx ON vacancy (company_id) INCLUDE (deadline) ${open}`);
    await db.query(`CREATE INDEX vacancy_open_title_idx ON vacancy (lower(title) text_pattern_ops) ${open}`);
    await db.query(`CREATE INDEX vacancy_open_title_ge_idx ON vacancy (lower(title_ge) text_pattern_ops) ${open}`);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const index of ['company_name_trgm_idx', 'vacancy_open_published_idx', 'vacancy_open_company_idx', 'vacancy_open_title_idx', 'vacancy_open_title_ge_idx']) {
      await db.query(`DROP INDEX IF EXISTS ${index}`);
    }
    await db.query(`CREATE INDEX vacancy_active_published_idx ON vacancy (published_at DESC) WHERE status = 1`);
    for (const [trigger, table] of [
      ['dictionary_item_search_lexicon_insert', 'dictionary_item'], ['dictionary_item_search_lexicon_update', 'dictionary_item'],
      ['dictionary_search_row', 'dictionary_item'],
      ['vacancy_search_lexicon_insert', 'vacancy'], ['vacancy_search_lexicon_update', 'vacancy'],
      ['company_search_lexicon_insert', 'company'], ['company_search_lexicon_update', 'company'],
      ['company_name_vacancies_search', 'company'], ['company_search_row', 'company'],
      ['vacancy_technology_search_insert', 'vacancy_technology'], ['vacancy_technology_search_delete', 'vacancy_technology'],
      ['vacancy_search_row', 'vacancy'],
    ]) {
      await db.query(`DROP TRIGGER IF EXISTS ${trigger} ON ${table}`);
    }
    for (const fn of [
      'dictionary_search_row()', 'search_lexicon_add()', 'company_name_vacancies_search()', 'company_search_row()',
      'vacancy_technology_search()', 'vacancy_search_row()', 'vacancy_search_document(integer, text, text, integer, integer)',
      'search_fuzzy_tsquery(text)', 'search_expand(text)', 'search_tsquery(text)', 'search_word_tsquery(text, text[])', 'search_vector(text, "char")',
      'search_normalize(text)', 'search_latin(text)',
    ]) {
      await db.query(`DROP FUNCTION IF EXISTS ${fn}`);
    }
    await db.query(`ALTER TABLE vacancy DROP COLUMN search_vector`);
    await db.query(`ALTER TABLE company DROP COLUMN search_vector`);
    await db.query(`ALTER TABLE dictionary_item DROP COLUMN search_vector`);
    await db.query(`DROP TABLE search_word`);
  }
}
