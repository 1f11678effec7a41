import { DictionaryType, VacancyApproval, VacancyStatus } from '../shared/enums.js';
import { bearer, type SignedUp, signUpTalent } from './support/accounts.js';
import { dataOf } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** The landing page's answers are the same for everyone and kept for READ_CACHE_SECONDS. */
let t: TestApp;
let talent: SignedUp;
let vacancyId: number;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  t = await startTestApp({ READ_CACHE_SECONDS: '1' });
  const [{ id: companyId }] = await t.db.query(
    `INSERT INTO company (name, transformed_name) VALUES ('Cached Co', 'cached-co') RETURNING id`,
  );
  [{ id: vacancyId }] = await t.db.query(
    `INSERT INTO vacancy (company_id, title, status, approval, published_at, deadline)
     VALUES ($1, 'Cached Developer', $2, $3, now(), now() + interval '30 days') RETURNING id`,
    [companyId, VacancyStatus.Active, VacancyApproval.Approved],
  );
  talent = await signUpTalent(t);
});
afterAll(() => t.close());

describe('the read cache', () => {
  it('answers the landing figures from memory until they expire', async () => {
    const before = dataOf<{ companyCount: number }>(await t.http.get('/api/Common/GetIndexPageCount'));
    await t.db.query(`INSERT INTO company (name, transformed_name) VALUES ('Newer Co', 'newer-co')`);
    expect(dataOf<{ companyCount: number }>(await t.http.get('/api/Common/GetIndexPageCount')).companyCount).toBe(
      before.companyCount,
    );
    await sleep(1100);
    expect(dataOf<{ companyCount: number }>(await t.http.get('/api/Common/GetIndexPageCount')).companyCount).toBe(
      before.companyCount + 1,
    );
  });

  it("marks a talent's saved vacancies at once while the list itself is cached, and never for anyone else", async () => {
    const latest = () => t.http.get('/api/Vacancy/GetLatestVacancies');
    type Latest = { items: { id: number; isFavorite: boolean }[] };
    expect(
      dataOf<Latest>(await latest().set(bearer(talent))).items.find((item) => item.id === vacancyId)?.isFavorite,
    ).toBe(false);
    const [{ id: talentId }] = await t.db.query('SELECT id FROM account WHERE lower(email) = lower($1)', [
      talent.email,
    ]);
    await t.db.query('INSERT INTO favorite_vacancy (account_id, vacancy_id) VALUES ($1, $2)', [talentId, vacancyId]);
    expect(
      dataOf<Latest>(await latest().set(bearer(talent))).items.find((item) => item.id === vacancyId)?.isFavorite,
    ).toBe(true);
    expect(dataOf<Latest>(await latest()).items.find((item) => item.id === vacancyId)?.isFavorite).toBe(false);
  });

  it('keeps the new companies and the dictionaries too', async () => {
    type Named = { items: { name: string }[] };
    const first = dataOf<Named>(await t.http.get('/api/Company/GetNewCompanies'));
    await t.db.query(`INSERT INTO company (name, transformed_name) VALUES ('Newest Co', 'newest-co')`);
    expect(dataOf<Named>(await t.http.get('/api/Company/GetNewCompanies'))).toEqual(first);
    const cities = () => t.http.get(`/api/Common/GetDictionary?dictionaryType=${DictionaryType.City}`);
    const cityCount = dataOf<unknown[]>(await cities()).length;
    await t.db.query(
      `INSERT INTO dictionary_item (type, key, name, name_ge) VALUES ($1, 'cached-city', 'Cached City', 'ქეშის ქალაქი')`,
      [DictionaryType.City],
    );
    expect(dataOf<unknown[]>(await cities())).toHaveLength(cityCount);
    await sleep(1100);
    expect(dataOf<Named>(await t.http.get('/api/Company/GetNewCompanies')).items[0].name).toBe('Newest Co');
    expect(dataOf<unknown[]>(await cities())).toHaveLength(cityCount + 1);
  });

  it('keeps the anonymous answers whole, per language, telling browsers they vary by language and sign-in', async () => {
    const [{ id: cityId }] = await t.db.query(
      `INSERT INTO dictionary_item (type, key, name, name_ge) VALUES ($1, 'cache-town', 'Cache Town', 'ქეშის დაბა') RETURNING id`,
      [DictionaryType.City],
    );
    await t.db.query('UPDATE vacancy SET city_id = $1 WHERE id = $2', [cityId, vacancyId]);
    await sleep(1100);
    type Latest = { items: { id: number; city: { name: string } | null }[] };
    const cityIn = async (language: string) => {
      const response = await t.http.get('/api/Vacancy/GetLatestVacancies').set('Accept-Language', language);
      expect(response.headers.vary).toMatch(/Accept-Language/);
      expect(response.headers.vary).toMatch(/Authorization/);
      return dataOf<Latest>(response).items.find((item) => item.id === vacancyId)?.city?.name;
    };
    expect(await cityIn('en')).toBe('Cache Town');
    expect(await cityIn('ka')).toBe('ქეშის დაბა');
    expect(await cityIn('en')).toBe('Cache Town');
  });

  it("never keeps a company's own dictionary lists", async () => {
    const [{ id: companyId }] = await t.db.query(`SELECT id FROM company WHERE transformed_name = 'cached-co'`);
    const used = async () =>
      dataOf<{ id: number }[]>(
        await t.http.get(
          `/api/Common/GetDictionary?dictionaryType=${DictionaryType.Technology}&companyId=${companyId}`,
        ),
      ).length;
    const before = await used();
    const [{ id: technologyId }] = await t.db.query(
      'SELECT id FROM dictionary_item WHERE type = $1 ORDER BY id LIMIT 1',
      [DictionaryType.Technology],
    );
    await t.db.query('INSERT INTO company_technology (company_id, technology_id) VALUES ($1, $2)', [
      companyId,
      technologyId,
    ]);
    expect(await used()).toBe(before + 1);
  });
});
