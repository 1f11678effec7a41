import type { MigrationInterface, QueryRunner } from 'typeorm';

/** What a unit of each foreign currency is worth in GEL (issue 25), as staff set it in the back
 *  office with the date of the rate: salary insights and the vacancy match compare salaries in GEL.
 *  One row per currency (shared/enums.ts Currency: 2 dollar, 3 euro, 4 pound sterling); the first
 *  rates are a starting point, dated the day the migration ran, for staff to replace. */
export class CurrencyRates1765540800000 implements MigrationInterface {
  name = 'CurrencyRates1765540800000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE currency_rate (
        currency smallint PRIMARY KEY CHECK (currency BETWEEN 2 AND 4),
        gel_per_unit numeric(12, 6) NOT NULL CHECK (gel_per_unit > 0),
        rate_date date NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by int REFERENCES account(id) ON DELETE SET NULL
      )`);
    await db.query(`
      INSERT INTO currency_rate (currency, gel_per_unit, rate_date)
      VALUES (2, 2.70, CURRENT_DATE), (3, 3.13, CURRENT_DATE), (4, 3.56, CURRENT_DATE)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE currency_rate');
  }
}
