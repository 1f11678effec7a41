import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A vacancy's Editor.js descriptions move to a 1:1 table of their own (issue 21, cheaper searches):
 * the two jsonb documents were about 1.1 KB of a 1.5 KB vacancy row, and every search count and
 * filter scan read past them. Every vacancy gets its row, with the descriptions it had (nulls included); the
 * columns go, and the table is rewritten (CLUSTER, which unlike VACUUM FULL may run inside the
 * migration's transaction) so the dropped columns' bytes leave the old rows too. The search
 * vectors never read the descriptions, so no trigger changes.
 */
export class VacancyDescriptionsInTheirOwnTable1764763200000 implements MigrationInterface {
  name = 'VacancyDescriptionsInTheirOwnTable1764763200000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE vacancy_description (
        vacancy_id integer PRIMARY KEY REFERENCES vacancy (id) ON DELETE CASCADE,
        description_en jsonb,
        description_ge jsonb
      )`);
    await db.query(`INSERT INTO vacancy_description (vacancy_id, description_en, description_ge)
                    SELECT id, description_en, description_ge FROM vacancy`);
    await db.query(`ALTER TABLE vacancy DROP COLUMN description_en, DROP COLUMN description_ge`);
    // DROP COLUMN only hides the columns: the rows keep their bytes until they are written again.
    await db.query(`CLUSTER vacancy USING vacancy_pkey`);
    await db.query(`ALTER TABLE vacancy SET WITHOUT CLUSTER`);
    await db.query(`ANALYZE vacancy, vacancy_description`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE vacancy ADD COLUMN description_en jsonb, ADD COLUMN description_ge jsonb`);
    await db.query(`UPDATE vacancy v SET description_en = d.description_en, description_ge = d.description_ge
                      FROM vacancy_description d WHERE d.vacancy_id = v.id`);
    await db.query(`DROP TABLE vacancy_description`);
  }
}
