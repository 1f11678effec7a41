import { VacancyFilterItems1764849600000 as Migration } from '../migrations/1764849600000-VacancyFilterItems.js';
import { DictionaryType } from '../shared/enums.js';
import { dataOf } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { vacancySeeder } from './support/vacancy-seed.js';

/**
 * A vacancy's filter items (issue 21): the dictionary items a search filters by, kept in one
 * GIN-indexed array by triggers, whatever way the vacancy, its technologies or a dictionary item
 * change; the search's filters read the array and answer what the columns and links say.
 */
let t: TestApp;
const { loadDictionary, item, insertVacancy, insertCompany } = vacancySeeder(() => t);

beforeAll(async () => {
  t = await startTestApp();
  await loadDictionary();
});
afterAll(() => t.close());

const itemsOf = async (id: number): Promise<number[]> =>
  ((await t.db.query('SELECT filter_items FROM vacancy WHERE id = $1', [id]))[0].filter_items as number[])
    .map(Number)
    .sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/** What the columns and the technology links say, the way the search asked before the array. */
const expectedItemsOf = async (id: number): Promise<number[]> => {
  const [row] = await t.db.query(
    `SELECT ARRAY(SELECT technology_id FROM vacancy_technology WHERE vacancy_id = v.id)
            || array_remove(ARRAY[v.city_id, v.work_location_id, v.employment_type_id, v.experience_id, v.job_function_id], NULL) AS items
       FROM vacancy v WHERE v.id = $1`,
    [id],
  );
  return sorted((row.items as number[]).map(Number));
};

type Search = { items: { id: number }[]; totalCount: number };
const searchIds = async (query: Record<string, unknown>) =>
  dataOf<Search>(await t.http.get('/api/Vacancy/SearchVacancies').query(query))
    .items.map((card) => card.id)
    .sort((a, b) => a - b);

describe('filter items', () => {
  let company: number;
  let vacancy: number;
  beforeAll(async () => {
    company = await insertCompany('Filtering Labs', 'filtering-labs');
    vacancy = await insertVacancy({
      companyId: company,
      title: 'Filtered Engineer',
      city: 'tbilisi',
      workLocation: 'hybrid',
      employmentType: 'full-time',
      experience: 'senior',
      jobFunction: 'backend-development',
      technologies: ['go', 'python'],
    });
  });

  it('hold the technologies and the five dictionary columns of a new vacancy', async () => {
    expect(await itemsOf(vacancy)).toEqual(
      sorted([
        item(DictionaryType.Technology, 'go'),
        item(DictionaryType.Technology, 'python'),
        item(DictionaryType.City, 'tbilisi'),
        item(DictionaryType.WorkLocation, 'hybrid'),
        item(DictionaryType.EmploymentType, 'full-time'),
        item(DictionaryType.Experience, 'senior'),
        item(DictionaryType.JobFunction, 'backend-development'),
      ]),
    );
  });

  it('follow a changed column, changed technologies and a deleted dictionary item', async () => {
    await t.db.query('UPDATE vacancy SET city_id = $1, experience_id = NULL WHERE id = $2', [
      item(DictionaryType.City, 'batumi'),
      vacancy,
    ]);
    await t.db.query('DELETE FROM vacancy_technology WHERE vacancy_id = $1 AND technology_id = $2', [
      vacancy,
      item(DictionaryType.Technology, 'go'),
    ]);
    await t.db.query('INSERT INTO vacancy_technology (vacancy_id, technology_id) VALUES ($1, $2)', [
      vacancy,
      item(DictionaryType.Technology, 'react'),
    ]);
    expect(await itemsOf(vacancy)).toEqual(await expectedItemsOf(vacancy));
    expect(await itemsOf(vacancy)).toContain(item(DictionaryType.City, 'batumi'));
    expect(await itemsOf(vacancy)).not.toContain(item(DictionaryType.City, 'tbilisi'));
    expect(await itemsOf(vacancy)).not.toContain(item(DictionaryType.Technology, 'go'));

    const [{ id: gone }] = await t.db.query(
      `INSERT INTO dictionary_item (type, key, name, name_ge) VALUES ($1, 'filter-town', 'Filter Town', 'ფილტრის ქალაქი') RETURNING id`,
      [DictionaryType.City],
    );
    await t.db.query('UPDATE vacancy SET city_id = $1 WHERE id = $2', [gone, vacancy]);
    expect(await itemsOf(vacancy)).toContain(Number(gone));
    await t.db.query('DELETE FROM dictionary_item WHERE id = $1', [gone]);
    expect(await itemsOf(vacancy)).toEqual(await expectedItemsOf(vacancy));
    expect(await itemsOf(vacancy)).not.toContain(Number(gone));
  });

  it('answer the search filters as the columns and links do, each filter narrowing, values of one widening', async () => {
    const other = await insertVacancy({
      companyId: company,
      title: 'Other Engineer',
      city: 'tbilisi',
      workLocation: 'remote',
      technologies: ['react'],
    });
    const react = item(DictionaryType.Technology, 'react');
    const hybrid = item(DictionaryType.WorkLocation, 'hybrid');
    const remote = item(DictionaryType.WorkLocation, 'remote');
    const tbilisi = item(DictionaryType.City, 'tbilisi');
    expect(await searchIds({ technologies: react, companyId: company })).toEqual(sorted([vacancy, other]));
    expect(await searchIds({ technologies: react, workLocations: hybrid })).toEqual([vacancy]);
    expect(await searchIds({ technologies: react, workLocations: [hybrid, remote], cities: tbilisi })).toEqual([other]);
    // A city id asked as a technology matches nothing: each filter asks for items of its own kind.
    expect(await searchIds({ technologies: react, cities: react })).toEqual([]);
    expect(await searchIds({ technologies: tbilisi })).toEqual([]);
    expect(await searchIds({ technologies: [tbilisi, react], workLocations: remote })).toEqual([other]);
  });

  it('survive the migration down and up again, rebuilt from the columns and links', async () => {
    const runner = t.db.createQueryRunner();
    const migration = new Migration();
    await runner.startTransaction();
    try {
      await migration.down(runner);
      await migration.up(runner);
      await runner.commitTransaction();
    } finally {
      await runner.release();
    }
    expect(await itemsOf(vacancy)).toEqual(await expectedItemsOf(vacancy));
    const [{ indexed }] = await t.db.query(
      `SELECT count(*)::int AS indexed FROM pg_indexes WHERE indexname = 'vacancy_open_filter_idx'`,
    );
    expect(indexed).toBe(1);
  });
});
