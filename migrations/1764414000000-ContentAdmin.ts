import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What staff editing reference data in the back office needs:
 * - reference_removal: shipped items staff removed (a dictionary item, a key fact or one of its
 *   options, a FAQ question), by their stable key, so the start-up seed does not bring them back.
 *   kind: 'dictionary:<type>', 'keyFact', 'keyFactOption:<key fact key>' or 'faq'.
 * - A renamed city or technology renews the search vectors of the vacancies that name it.
 */
export class ContentAdmin1764414000000 implements MigrationInterface {
  name = 'ContentAdmin1764414000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE reference_removal (
        kind varchar(120) NOT NULL,
        key varchar(100) NOT NULL,
        removed_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, key)
      )`);
    await db.query(`
      CREATE FUNCTION dictionary_vacancies_search() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE vacancy v SET search_vector = vacancy_search_document(v.id, v.title, v.title_ge, v.company_id, v.city_id)
         WHERE v.city_id = NEW.id
            OR EXISTS (SELECT 1 FROM vacancy_technology vt WHERE vt.vacancy_id = v.id AND vt.technology_id = NEW.id);
        RETURN NULL;
      END $$`);
    await db.query(`
      CREATE TRIGGER dictionary_vacancies_search AFTER UPDATE OF name, name_ge, aliases ON dictionary_item
        FOR EACH ROW
        WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.name_ge IS DISTINCT FROM NEW.name_ge OR OLD.aliases IS DISTINCT FROM NEW.aliases)
        EXECUTE FUNCTION dictionary_vacancies_search()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER IF EXISTS dictionary_vacancies_search ON dictionary_item`);
    await db.query(`DROP FUNCTION IF EXISTS dictionary_vacancies_search()`);
    await db.query(`DROP TABLE IF EXISTS reference_removal`);
  }
}
