import { VacancyDescriptionsInTheirOwnTable1764763200000 as Migration } from '../migrations/1764763200000-VacancyDescriptionsInTheirOwnTable.js';
import { VacancyStatus } from '../shared/enums.js';
import { dataOf } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { editorDoc, paragraph, vacancySeeder } from './support/vacancy-seed.js';

/**
 * The migration that moved a vacancy's descriptions to vacancy_description (issue 21), run back and
 * forth on a database with vacancies: every vacancy keeps its descriptions and its page answers as
 * before, and the rewrite gives the descriptions' space back. Runs on PGlite and PostgreSQL alike
 * (CLUSTER inside the migration's transaction).
 */
let t: TestApp;
const { loadDictionary, insertVacancy, insertCompany } = vacancySeeder(() => t);
const migration = new Migration();

beforeAll(async () => {
  t = await startTestApp();
  await loadDictionary();
});
afterAll(() => t.close());

/** Runs one direction of the migration in a transaction, as the migration runner does. */
async function run(direction: 'up' | 'down'): Promise<void> {
  const runner = t.db.createQueryRunner();
  await runner.startTransaction();
  try {
    await migration[direction](runner);
    await runner.commitTransaction();
  } catch (error) {
    await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
}

const columnsOf = async (table: string): Promise<string[]> =>
  (
    await t.db.query('SELECT column_name FROM information_schema.columns WHERE table_name = $1 ORDER BY column_name', [
      table,
    ])
  ).map((row: { column_name: string }) => row.column_name);
const tableExists = async (table: string) =>
  (await t.db.query('SELECT to_regclass($1) AS name', [table]))[0].name !== null;
const heapBytes = async () => Number((await t.db.query(`SELECT pg_relation_size('vacancy') AS bytes`))[0].bytes);
const page = async (id: number) => dataOf(await t.http.get('/api/Vacancy/GetVacancy').query({ vacancyId: id }));

it('moves every vacancy’s descriptions out of the vacancy row and back, and the rewrite returns their space', async () => {
  const company = await insertCompany('Migrating Labs', 'migrating-labs');
  const both = await insertVacancy({
    companyId: company,
    title: 'Platform Engineer',
    titleGe: 'პლატფორმის ინჟინერი',
    technologies: ['go'],
    descriptionEn: editorDoc(paragraph('We run the platform.')),
    descriptionGe: editorDoc(paragraph('ჩვენ ვმართავთ პლატფორმას.')),
  });
  const englishOnly = await insertVacancy({ companyId: company, title: 'Data Engineer', technologies: ['python'] });
  const before = { both: await page(both), englishOnly: await page(englishOnly) };
  expect(before.both.descriptionGE).toEqual(editorDoc(paragraph('ჩვენ ვმართავთ პლატფორმას.')));
  expect(before.englishOnly.descriptionGE).toBeNull();

  // Back to the old shape: the descriptions in the vacancy row.
  await run('down');
  expect(await tableExists('vacancy_description')).toBe(false);
  expect(await columnsOf('vacancy')).toEqual(expect.arrayContaining(['description_en', 'description_ge']));
  const [moved] = await t.db.query('SELECT description_en, description_ge FROM vacancy WHERE id = $1', [both]);
  expect(moved).toEqual({
    description_en: editorDoc(paragraph('We run the platform.')),
    description_ge: editorDoc(paragraph('ჩვენ ვმართავთ პლატფორმას.')),
  });

  // Wide rows, as a database had them before the migration; one of them without any description.
  const text = 'We build things that matter and would like you to join us. '.repeat(15);
  await t.db.query(
    `INSERT INTO vacancy (company_id, title, status, description_en, description_ge)
     SELECT $1, 'Wide ' || g, ${VacancyStatus.Draft}, jsonb_build_object('blocks', jsonb_build_array(jsonb_build_object('type', 'paragraph',
              'data', jsonb_build_object('text', md5(g::text) || $2::text)))), NULL
       FROM generate_series(1, 150) g`,
    [company, text],
  );
  const [{ id: bare }] = await t.db.query(
    `INSERT INTO vacancy (company_id, title, status) VALUES ($1, 'Bare', ${VacancyStatus.Draft}) RETURNING id`,
    [company],
  );
  const wideBytes = await heapBytes();

  await run('up');
  expect(await columnsOf('vacancy')).not.toEqual(expect.arrayContaining(['description_en']));
  expect(await columnsOf('vacancy')).not.toEqual(expect.arrayContaining(['description_ge']));
  expect(await columnsOf('vacancy_description')).toEqual(['description_en', 'description_ge', 'vacancy_id']);
  const [{ vacancies, described, missing }] = await t.db.query(
    `SELECT (SELECT count(*)::int FROM vacancy) AS vacancies, (SELECT count(*)::int FROM vacancy_description) AS described,
            (SELECT count(*)::int FROM vacancy v WHERE NOT EXISTS (SELECT 1 FROM vacancy_description d WHERE d.vacancy_id = v.id)) AS missing`,
  );
  expect({ described, missing }).toEqual({ described: vacancies, missing: 0 });
  expect(
    await t.db.query('SELECT description_en, description_ge FROM vacancy_description WHERE vacancy_id = $1', [bare]),
  ).toEqual([{ description_en: null, description_ge: null }]);
  expect(await heapBytes()).toBeLessThan(wideBytes / 2);
  expect({ both: await page(both), englishOnly: await page(englishOnly) }).toEqual(before);

  // A deleted vacancy takes its descriptions along.
  await t.db.query('DELETE FROM vacancy WHERE id = $1', [bare]);
  expect(await t.db.query('SELECT 1 FROM vacancy_description WHERE vacancy_id = $1', [bare])).toEqual([]);
});
