import { KeyFactType } from '../shared/enums.js';
import { DatabaseSeeder } from '../src/database/database.seeder.js';
import { GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Reference data that has no public endpoint yet (key facts are read by the company issue). */
describe('Reference data seeded at start-up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('defines key facts of every type, in both languages, in a stable order', async () => {
    const definitions: { id: number; name: string; name_ge: string; key_fact_type: number; order_index: number }[] =
      await t.db.query(
        `SELECT id, name, name_ge, key_fact_type, order_index FROM key_fact_definition ORDER BY order_index`,
      );
    expect(new Set(definitions.map((d) => d.key_fact_type))).toEqual(
      new Set([
        KeyFactType.Text,
        KeyFactType.Number,
        KeyFactType.Year,
        KeyFactType.MultipleChoice,
        KeyFactType.SingleChoice,
      ]),
    );
    for (const definition of definitions) {
      expect(definition.name.trim()).not.toBe('');
      expect(definition.name_ge).toMatch(GEORGIAN);
    }
    expect(new Set(definitions.map((d) => d.order_index)).size).toBe(definitions.length);
  });

  it('gives every choice fact options in both languages, and no other fact any', async () => {
    const rows: { key_fact_type: number; options: number; named: number }[] = await t.db.query(
      `SELECT d.key_fact_type, count(o.id)::int AS options, count(o.id) FILTER (WHERE o.name_ge ~ '[ა-ჰ]')::int AS named
         FROM key_fact_definition d LEFT JOIN key_fact_option o ON o.key_fact_id = d.id GROUP BY d.id`,
    );
    for (const row of rows) {
      const isChoice =
        row.key_fact_type === KeyFactType.MultipleChoice || row.key_fact_type === KeyFactType.SingleChoice;
      if (isChoice) expect(row.options).toBeGreaterThanOrEqual(2);
      else expect(row.options).toBe(0);
      expect(row.named).toBe(row.options);
    }
  });

  it('seeds again without duplicating anything (the seed runs at every start)', async () => {
    const count = async () =>
      (
        await t.db.query(`SELECT (SELECT count(*) FROM key_fact_option) + (SELECT count(*) FROM dictionary_item) AS n`)
      )[0].n;
    const before = await count();
    await t.app.get(DatabaseSeeder).onApplicationBootstrap();
    expect(await count()).toBe(before);
  });
});
