import { DictionaryType, VacancyApproval, VacancyStatus } from '../shared/enums.js';
import { bearer, type SignedUp, signUpTalent } from './support/accounts.js';
import { dataOf, errorsOf } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
const technology = new Map<string, number>();
const city = new Map<string, number>();
const v: Record<string, number> = {};
const companies: Record<string, number> = {};
let talent: SignedUp;

async function insertCompany(name: string, slug: string): Promise<number> {
  const [{ id }] = await t.db.query(
    `INSERT INTO company (name, transformed_name, is_verified, verified_date) VALUES ($1, $2, true, now()) RETURNING id`,
    [name, slug],
  );
  return id;
}

async function insertVacancy(
  companyId: number,
  title: string,
  options: {
    titleGe?: string;
    technologies?: string[];
    city?: string;
    daysAgo?: number;
    status?: VacancyStatus;
    approval?: VacancyApproval;
  } = {},
): Promise<number> {
  const [{ id }] = await t.db.query(
    `INSERT INTO vacancy (company_id, title, title_ge, status, approval, city_id, published_at, deadline)
     VALUES ($1, $2, $3, $4, $5, $6, now() - $7 * interval '1 day', now() + interval '30 days') RETURNING id`,
    [
      companyId,
      title,
      options.titleGe ?? null,
      options.status ?? VacancyStatus.Active,
      options.approval ?? VacancyApproval.Approved,
      options.city ? city.get(options.city) : null,
      options.daysAgo ?? 1,
    ],
  );
  for (const key of options.technologies ?? []) {
    await t.db.query('INSERT INTO vacancy_technology (vacancy_id, technology_id) VALUES ($1, $2)', [
      id,
      technology.get(key),
    ]);
  }
  return id;
}

interface Result {
  terms: string[];
  vacancies: {
    items: {
      id: number;
      title: string;
      titleGE: string | null;
      match: string;
      isFavorite: boolean;
      highlights: { title: [number, number][]; titleGE: [number, number][] };
    }[];
    totalCount: number;
  };
  companies: {
    items: {
      id: number;
      name: string;
      activeVacancyCount: number;
      match: string;
      highlights: { name: [number, number][] };
    }[];
    totalCount: number;
  };
  technologies: {
    items: {
      id: number;
      name: string;
      nameGE: string;
      activeVacancyCount: number;
      match: string;
      parentDictionary: { name: string } | null;
    }[];
    totalCount: number;
  };
}

const smart = async (terms: string[], extra = '', language = 'en'): Promise<Result> =>
  dataOf(
    await t.http
      .get(
        `/api/Search/GetSmartSearch?${[...terms.map((term) => `SearchTerm=${encodeURIComponent(term)}`), extra].filter(Boolean).join('&')}`,
      )
      .set('Accept-Language', language),
  );
const vacancyIds = (result: Result) => result.vacancies.items.map((item) => item.id);
const marked = (text: string, ranges: [number, number][]) => ranges.map(([start, end]) => text.slice(start, end));

beforeAll(async () => {
  t = await startTestApp();
  for (const row of await t.db.query('SELECT id, type, key FROM dictionary_item WHERE type = ANY($1::int[])', [
    [DictionaryType.Technology, DictionaryType.City],
  ])) {
    (row.type === DictionaryType.Technology ? technology : city).set(row.key, row.id);
  }
  companies.kartuli = await insertCompany('Kartuli Code', 'kartuli-code');
  companies.tbc = await insertCompany('თიბისი ციფრული', 'tibisi-tsifruli');
  companies.reactive = await insertCompany('Reactive Labs', 'reactive-labs');

  v.exact = await insertVacancy(companies.reactive, 'React Developer', { daysAgo: 9, technologies: ['react'] });
  v.prefix = await insertVacancy(companies.reactive, 'React Developer (Remote)', {
    daysAgo: 8,
    technologies: ['react'],
  });
  v.words = await insertVacancy(companies.kartuli, 'Senior React and Node Developer', {
    daysAgo: 2,
    technologies: ['react', 'nodejs'],
    city: 'tbilisi',
  });
  v.byTechnology = await insertVacancy(companies.kartuli, 'Frontend Developer', {
    daysAgo: 1,
    technologies: ['react'],
    city: 'batumi',
  });
  v.javascript = await insertVacancy(companies.tbc, 'JavaScript Developer', {
    titleGe: 'JavaScript დეველოპერი',
    daysAgo: 3,
    technologies: ['javascript'],
  });
  v.python = await insertVacancy(companies.tbc, 'Python Engineer', {
    titleGe: 'Python ინჟინერი',
    daysAgo: 4,
    technologies: ['python'],
  });
  v.draft = await insertVacancy(companies.reactive, 'React Developer', { status: VacancyStatus.Draft });
  v.pending = await insertVacancy(companies.reactive, 'React Developer', { approval: VacancyApproval.Pending });
  talent = await signUpTalent(t);
  const [{ id: talentId }] = await t.db.query('SELECT id FROM account WHERE lower(email) = lower($1)', [talent.email]);
  await t.db.query('INSERT INTO favorite_vacancy (account_id, vacancy_id) VALUES ($1, $2)', [talentId, v.words]);
});
afterAll(() => t.close());

describe('GET /api/Search/GetSmartSearch', () => {
  it('ranks the whole title first, then its beginning, then every word, newest first within a rank; only open vacancies', async () => {
    const result = await smart(['react developer']);
    expect(vacancyIds(result)).toEqual([v.exact, v.prefix, v.byTechnology, v.words]);
    expect(result.vacancies.items.map((item) => item.match)).toEqual(['exact', 'prefix', 'text', 'text']);
    expect(result.vacancies.totalCount).toBe(4);
    expect(result.terms).toEqual(['react developer']);
  });

  it('marks the matched words of each title', async () => {
    const result = await smart(['react', 'developer']);
    const words = result.vacancies.items.find((item) => item.id === v.words)!;
    expect(marked(words.title, words.highlights.title)).toEqual(['React', 'Developer']);
    const byTechnology = result.vacancies.items.find((item) => item.id === v.byTechnology)!;
    expect(marked(byTechnology.title, byTechnology.highlights.title)).toEqual(['Developer']);
  });

  it('combines several terms: every one must match', async () => {
    expect(vacancyIds(await smart(['react', 'kartuli']))).toEqual([v.byTechnology, v.words]);
    expect(vacancyIds(await smart(['react', 'tbilisi']))).toEqual([v.words]);
    expect(vacancyIds(await smart(['python', 'react']))).toEqual([]);
  });

  it('finds companies and technologies in the same answer, with their open vacancies', async () => {
    const result = await smart(['react']);
    expect(result.companies.items.map((item) => item.name)).toEqual(['Reactive Labs']);
    expect(result.companies.items[0]).toMatchObject({
      match: 'prefix',
      activeVacancyCount: 2,
      highlights: { name: [[0, 8]] },
    });
    expect(result.technologies.items[0]).toMatchObject({
      id: technology.get('react'),
      name: 'React',
      match: 'exact',
      activeVacancyCount: 4,
    });
  });

  it('matches Georgian titles, and a Georgian name typed in Latin letters and the reverse', async () => {
    const georgian = await smart(['დეველოპერი']);
    expect(vacancyIds(georgian)).toEqual([v.javascript]);
    const item = georgian.vacancies.items[0];
    expect(marked(item.titleGE!, item.highlights.titleGE)).toEqual(['დეველოპერი']);

    const latin = await smart(['tibisi']);
    expect(latin.companies.items.map((company) => company.id)).toEqual([companies.tbc]);
    expect(vacancyIds(latin).sort()).toEqual([v.javascript, v.python].sort());
    expect(marked(latin.companies.items[0].name, latin.companies.items[0].highlights.name)).toEqual(['თიბისი']);

    const typedInGeorgian = await smart(['ქართული']);
    expect(typedInGeorgian.companies.items.map((company) => company.id)).toEqual([companies.kartuli]);
  });

  it('still finds a word misspelt by one or two letters, ranked below exact matches', async () => {
    const result = await smart(['javscript']);
    expect(vacancyIds(result)).toEqual([v.javascript]);
    expect(result.vacancies.items[0].match).toBe('fuzzy');
    expect(result.technologies.items[0]).toMatchObject({ name: 'JavaScript', match: 'fuzzy' });
    expect(vacancyIds(await smart(['pyhton', 'engneer']))).toEqual([v.python]);
  });

  it('finds a technology by its alias', async () => {
    const result = await smart(['ecmascript']);
    expect(result.technologies.items[0]).toMatchObject({ name: 'JavaScript', match: 'exact' });
  });

  it('applies the vacancy filters to the vacancies only, and cuts every kind to take', async () => {
    const filtered = await smart(['developer'], `cities=${city.get('batumi')}`);
    expect(vacancyIds(filtered)).toEqual([v.byTechnology]);
    const one = await smart(['developer'], 'take=1');
    expect(one.vacancies.items).toHaveLength(1);
    expect(one.vacancies.totalCount).toBe(5);
  });

  it("shows a signed-in talent's saved vacancies", async () => {
    const response = await t.http.get('/api/Search/GetSmartSearch?SearchTerm=senior').set(bearer(talent));
    expect(dataOf<Result>(response).vacancies.items[0]).toMatchObject({ id: v.words, isFavorite: true });
    expect((await smart(['senior'])).vacancies.items[0].isFavorite).toBe(false);
  });

  it('answers empty groups when there is nothing to search for', async () => {
    for (const result of [await smart([]), await smart(['   ']), await smart(['%%%', '...'])]) {
      expect(result.vacancies).toEqual({ items: [], totalCount: 0, totalCountCapped: false });
      expect(result.companies).toEqual({ items: [], totalCount: 0, totalCountCapped: false });
      expect(result.technologies).toEqual({ items: [], totalCount: 0, totalCountCapped: false });
    }
    expect((await smart(['  '])).terms).toEqual([]);
  });

  it('takes hostile text as text: SQL, regular-expression and tsquery syntax', async () => {
    for (const term of [
      "'; DROP TABLE vacancy; --",
      '.*+?^${}()|[]\\',
      'react:* | !python & <->',
      '%_\\%',
      'react\u0000',
    ]) {
      const response = await t.http.get(`/api/Search/GetSmartSearch?SearchTerm=${encodeURIComponent(term)}`);
      expect(response.status).toBeLessThan(500);
    }
    expect(vacancyIds(await smart(['react:* | !python & <->']))).toEqual([]);
    expect(vacancyIds(await smart(['(react)']))).toHaveLength(4);
    const [{ count }] = await t.db.query('SELECT count(*)::int AS count FROM vacancy');
    expect(count).toBe(8);
  });

  it('counts a thousand copies of one term as one term; an address too long for the server is a 431, not an error', async () => {
    const many = await smart(Array.from({ length: 1000 }, (_, index) => (index % 2 ? 'Ab' : 'ab ')));
    expect(many.terms).toEqual(['ab']);
    expect(vacancyIds(many)).toEqual(vacancyIds(await smart(['ab'])));
    const tooLong = await t.http.get(`/api/Search/GetSmartSearch?${'SearchTerm=react&'.repeat(1200)}`);
    expect(tooLong.status).toBe(431);
  });

  it.each([
    ['a term over 100 characters', `SearchTerm=${'a'.repeat(101)}`, 'searchTerm'],
    ['11 different terms', Array.from({ length: 11 }, (_, index) => `SearchTerm=t${index}`).join('&'), 'searchTerm'],
    ['take 0', 'SearchTerm=a&take=0', 'take'],
    ['take 21', 'SearchTerm=a&take=21', 'take'],
    ['take x', 'SearchTerm=a&take=x', 'take'],
    ['a bad filter', 'SearchTerm=a&cities=abc', 'cities'],
  ])('answers 400 for %s, in English and Georgian', async (_, query, field) => {
    const english = errorsOf(await t.http.get(`/api/Search/GetSmartSearch?${query}`), 400);
    expect(english[field]?.[0]).toMatch(/[a-z]/i);
    const georgian = errorsOf(
      await t.http.get(`/api/Search/GetSmartSearch?${query}`).set('Accept-Language', 'ka'),
      400,
    );
    expect(georgian[field]?.[0]).toMatch(/[ა-ჰ]/);
  });

  it('says the limits in the messages', async () => {
    expect(
      errorsOf(await t.http.get(`/api/Search/GetSmartSearch?SearchTerm=${'a'.repeat(101)}`), 400).searchTerm[0],
    ).toBe('A search term can be at most 100 characters long');
    expect(
      errorsOf(
        await t.http.get(
          `/api/Search/GetSmartSearch?${Array.from({ length: 11 }, (_, i) => `SearchTerm=t${i}`).join('&')}`,
        ),
        400,
      ).searchTerm[0],
    ).toBe('Search with at most 10 different terms');
  });

  it('keeps vectors current: a renamed company and changed technologies are found at once', async () => {
    await t.db.query(`UPDATE company SET name = 'Kartuli Software' WHERE id = $1`, [companies.kartuli]);
    expect(vacancyIds(await smart(['kartuli', 'software'])).sort()).toEqual([v.words, v.byTechnology].sort());
    await t.db.query('DELETE FROM vacancy_technology WHERE vacancy_id = $1', [v.byTechnology]);
    expect(vacancyIds(await smart(['react', 'kartuli']))).toEqual([v.words]);
    await t.db.query(`UPDATE company SET name = 'Kartuli Code' WHERE id = $1`, [companies.kartuli]);
    await t.db.query('INSERT INTO vacancy_technology (vacancy_id, technology_id) VALUES ($1, $2)', [
      v.byTechnology,
      technology.get('react'),
    ]);
  });
});
