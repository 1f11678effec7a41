import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A company's tagline in Georgian beside the English one, like its about text (issue 22): Georgian
 *  pages showed the English tagline. NULL: the Georgian pages fall back to the English tagline. The
 *  company search finds a company by either tagline (its search vector gains the Georgian one). */
export class CompanyTaglineGe1765022400000 implements MigrationInterface {
  name = 'CompanyTaglineGe1765022400000';

  async up(db: QueryRunner): Promise<void> {
    await db.query('ALTER TABLE company ADD COLUMN tagline_ge varchar');
    await db.query(`
      CREATE OR REPLACE FUNCTION company_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := search_vector(NEW.name, 'A') || search_vector(NEW.tagline, 'C') || search_vector(NEW.tagline_ge, 'C');
        RETURN NEW;
      END $$`);
    await db.query('DROP TRIGGER company_search_row ON company');
    await db.query(`
      CREATE TRIGGER company_search_row BEFORE INSERT OR UPDATE OF name, tagline, tagline_ge ON company
        FOR EACH ROW EXECUTE FUNCTION company_search_row()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER company_search_row ON company');
    await db.query(`
      CREATE OR REPLACE FUNCTION company_search_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.search_vector := search_vector(NEW.name, 'A') || search_vector(NEW.tagline, 'C');
        RETURN NEW;
      END $$`);
    await db.query(`
      CREATE TRIGGER company_search_row BEFORE INSERT OR UPDATE OF name, tagline ON company
        FOR EACH ROW EXECUTE FUNCTION company_search_row()`);
    await db.query('ALTER TABLE company DROP COLUMN tagline_ge');
  }
}
