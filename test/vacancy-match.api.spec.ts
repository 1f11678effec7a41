import { Currency, DictionaryType } from '../shared/enums.js';
import type { VacancyMatch } from '../shared/match/vacancy-match.js';
import { bearer, type SignedUp, signUpCompany, signUpTalent } from './support/accounts.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { vacancySeeder } from './support/vacancy-seed.js';

/** The match between a talent and a vacancy on the vacancy cards and page, and the search's
 *  `sort=match` (issue 25, docs/salary-insights.md "The match"). */

let t: TestApp;
const { loadDictionary, item, insertVacancy, insertCompany } = vacancySeeder(() => t);

let talent: SignedUp;
/** A talent who never filled in a profile. */
let newcomer: SignedUp;
let company: SignedUp;
const v: Record<string, number> = {};

/** The talent's desired salary: figures no vacancy uses, so an answer that holds them leaks it. */
const DESIRED = { min: 4321, max: 5679 };

const search = (query: string, who?: SignedUp, language = 'en') => {
  const call = t.http.get(`/api/Vacancy/SearchVacancies?${query}`).set('Accept-Language', language);
  return who ? call.set(bearer(who)) : call;
};
const idsOf = (page: { items: { id: number }[] }) => page.items.map((card) => card.id);
type Card = { id: number; match: VacancyMatch | null };
const cardOf = (page: { items: Card[] }, id: number) => page.items.find((card) => card.id === id)!;

beforeAll(async () => {
  t = await startTestApp({ PUBLIC_ANSWER_CACHE: 'on', READ_CACHE_SECONDS: '60' });
  await loadDictionary();
  const tech = (key: string) => item(DictionaryType.Technology, key);

  company = await signUpCompany(t, 'Match Company');
  talent = await signUpTalent(t);
  newcomer = await signUpTalent(t);
  const auth = bearer(talent);
  dataOf(
    await t.http
      .post('/api/Users/UpdateUserProfileInfo')
      .set(auth)
      .send({
        fullName: 'Nino Beridze',
        fieldId: item(DictionaryType.Field, 'software-engineering'),
        experienceId: item(DictionaryType.Experience, 'middle'),
      }),
  );
  dataOf(
    await t.http
      .post('/api/Users/UpdateUserTechnologies')
      .set(auth)
      .send({ technologyIds: [tech('react'), tech('typescript')] }),
  );
  dataOf(
    await t.http
      .post('/api/Users/UpdateTalentProfile')
      .set(auth)
      .send({
        desiredSalaryMin: DESIRED.min,
        desiredSalaryMax: DESIRED.max,
        desiredSalaryCurrency: Currency.Gel,
        workLocationIds: [item(DictionaryType.WorkLocation, 'remote'), item(DictionaryType.WorkLocation, 'hybrid')],
        cityIds: [item(DictionaryType.City, 'tbilisi')],
      }),
  );

  const acme = await insertCompany('Acme Match', 'acme-match');
  const beta = await insertCompany('Beta Match', 'beta-match');
  // 50 + 20 + 10 + 10 (remote) + 10 (overlaps) = 100
  v.perfect = await insertVacancy({
    companyId: acme,
    title: 'React Developer',
    publishedDaysAgo: 6,
    technologies: ['react', 'typescript'],
    experience: 'middle',
    workLocation: 'remote',
    salary: { min: 5000, max: 6000, currency: Currency.Gel, shown: true },
  });
  // 25 + 20 + 10 + 10 + dollars: 1500–1800 × 2.70 = 4050–4860 GEL overlaps (10) = 75
  v.dollars = await insertVacancy({
    companyId: beta,
    title: 'TypeScript and Vue Developer',
    publishedDaysAgo: 5,
    technologies: ['typescript', 'vue'],
    experience: 'middle',
    workLocation: 'remote',
    salary: { min: 1500, max: 1800, currency: Currency.Dollar, shown: true },
  });
  // 25 + 10 (senior: adjacent) + 10 + 10 (hybrid in Tbilisi) + 5 (hidden salary) = 60, twice: the newer first
  v.hybridOld = await insertVacancy({
    companyId: acme,
    title: 'React and Java Developer',
    publishedDaysAgo: 4,
    technologies: ['react', 'java'],
    experience: 'senior',
    workLocation: 'hybrid',
    city: 'tbilisi',
    salary: { min: 9000, max: 9500, currency: Currency.Gel, shown: false },
  });
  v.hybridNew = await insertVacancy({
    companyId: beta,
    title: 'Java and React Developer',
    publishedDaysAgo: 3,
    technologies: ['java', 'react'],
    experience: 'senior',
    workLocation: 'hybrid',
    city: 'tbilisi',
  });
  // Nothing said: 25 + 10 + 5 + 5 + 5 = 50
  v.blank = await insertVacancy({ companyId: beta, title: 'Generalist', publishedDaysAgo: 2 });
  // 0: another technology, two levels apart, on-site in another city, pays less
  v.none = await insertVacancy({
    companyId: acme,
    title: 'Python Intern',
    publishedDaysAgo: 1,
    technologies: ['python'],
    experience: 'intern',
    workLocation: 'on-site',
    city: 'batumi',
    salary: { min: 1000, max: 2000, currency: Currency.Gel, shown: true },
  });
});

afterAll(() => t?.close());

describe('the match on cards and the vacancy page', () => {
  it('a talent sees the score and its reasons on every search card', async () => {
    const page = dataOf(await search('pageSize=36', talent));
    expect(page.items).toHaveLength(6);
    expect(cardOf(page, v.perfect).match).toEqual({
      score: 100,
      technologies: {
        commonIds: expect.arrayContaining([
          item(DictionaryType.Technology, 'react'),
          item(DictionaryType.Technology, 'typescript'),
        ]),
        missingIds: [],
      },
      level: 'full',
      workFormat: 'full',
      city: 'full',
      salary: 'overlaps',
    });
    expect(cardOf(page, v.perfect).match!.technologies.commonIds).toHaveLength(2);
    expect(cardOf(page, v.hybridOld).match).toEqual({
      score: 60,
      technologies: {
        commonIds: [item(DictionaryType.Technology, 'react')],
        missingIds: [item(DictionaryType.Technology, 'java')],
      },
      level: 'partial',
      workFormat: 'full',
      city: 'full',
      salary: 'unknown',
    });
    expect(cardOf(page, v.blank).match).toEqual({
      score: 50,
      technologies: { commonIds: [], missingIds: [] },
      level: 'unknown',
      workFormat: 'unknown',
      city: 'unknown',
      salary: 'unknown',
    });
    expect(cardOf(page, v.none).match).toMatchObject({
      score: 0,
      level: 'none',
      workFormat: 'none',
      city: 'none',
      salary: 'below',
    });
  });

  it('the OpenAPI document describes every field of the match', async () => {
    const page = dataOf(await search('pageSize=1', talent));
    const schemas = (await t.http.get('/api/docs-json')).body.components.schemas;
    expect(Object.keys(schemas.VacancyMatchView.properties).sort()).toEqual(Object.keys(page.items[0].match).sort());
    expect(schemas.VacancyListItem.properties.match).toBeDefined();
  });

  it('the vacancy page, the landing list, the similar lists and the favourites carry it too', async () => {
    const detail = dataOf(await t.http.get(`/api/Vacancy/GetVacancy?vacancyId=${v.hybridNew}`).set(bearer(talent)));
    expect(detail.match).toMatchObject({ score: 60, level: 'partial', salary: 'unknown' });

    const latest = dataOf(await t.http.get('/api/Vacancy/GetLatestVacancies?pageSize=10').set(bearer(talent)));
    expect(cardOf(latest, v.perfect).match?.score).toBe(100);
    expect(cardOf(latest, v.none).match?.score).toBe(0);

    const lists = dataOf(
      await t.http
        .post('/api/Vacancy/SearchCompanySimAndOtherVacancies')
        .set(bearer(talent))
        .send({ vacancyId: v.hybridOld }),
    );
    expect(lists.otherVacancies.length).toBeGreaterThan(0);
    expect(lists.similarVacancies.map((card: Card) => card.id)).toContain(v.hybridNew);
    for (const card of [...lists.otherVacancies, ...lists.similarVacancies]) expect(card.match).not.toBeNull();
    expect(cardOf({ items: lists.similarVacancies }, v.hybridNew).match?.score).toBe(60);

    dataOf(await t.http.post(`/api/Users/AddRemoveFavoriteVacancy?vacancyId=${v.dollars}`).set(bearer(talent)));
    const saved = dataOf(await t.http.get('/api/Users/getFavoriteVacancies').set(bearer(talent)));
    expect(cardOf(saved, v.dollars).match?.score).toBe(75);
  });

  it('a talent without a profile gets matches from what is known: halves for the unknown parts', async () => {
    const page = dataOf(await search('pageSize=36', newcomer));
    // The sign-up's technologies only; level, formats, cities and salary unknown.
    expect(cardOf(page, v.blank).match).toMatchObject({ score: 50 });
    expect(cardOf(page, v.none).match).toMatchObject({ level: 'unknown', workFormat: 'unknown', salary: 'unknown' });
  });

  it('anonymous visitors and companies get null, also after a talent asked the same address', async () => {
    const address = 'pageSize=36';
    dataOf(await search(address, talent));
    for (const who of [undefined, company]) {
      const page = dataOf(await search(address, who));
      expect(page.items).toHaveLength(6);
      for (const card of page.items) expect(card.match).toBeNull();
      const detail = dataOf(
        await (who
          ? t.http.get(`/api/Vacancy/GetVacancy?vacancyId=${v.perfect}`).set(bearer(who))
          : t.http.get(`/api/Vacancy/GetVacancy?vacancyId=${v.perfect}`)),
      );
      expect(detail.match).toBeNull();
      const latest = dataOf(
        await (who
          ? t.http.get('/api/Vacancy/GetLatestVacancies?pageSize=10').set(bearer(who))
          : t.http.get('/api/Vacancy/GetLatestVacancies?pageSize=10')),
      );
      for (const card of latest.items) expect(card.match).toBeNull();
    }
    // And the other way round: a kept anonymous answer is not what the talent gets.
    const anonymous = await search(address);
    expect(anonymous.headers['cache-control']).toMatch(/^public/);
    expect(cardOf(dataOf(await search(address, talent)), v.perfect).match?.score).toBe(100);
  });

  it('the desired salary is in no answer', async () => {
    const answers = [
      await search('pageSize=36', talent),
      await search('sort=match&pageSize=36', talent),
      await t.http.get(`/api/Vacancy/GetVacancy?vacancyId=${v.perfect}`).set(bearer(talent)),
      await t.http.get('/api/Vacancy/GetLatestVacancies?pageSize=10').set(bearer(talent)),
      await t.http
        .post('/api/Vacancy/SearchCompanySimAndOtherVacancies')
        .set(bearer(talent))
        .send({ vacancyId: v.perfect }),
      await t.http.get('/api/Users/getFavoriteVacancies').set(bearer(talent)),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.text).not.toMatch(new RegExp(`\\b(${DESIRED.min}|${DESIRED.max})\\b`));
    }
    // The talent's own profile is where it is.
    const own = await t.http.get('/api/Users/GetUserProfileInfo').set(bearer(talent));
    expect(own.text).toContain(String(DESIRED.min));
  });
});

describe('sort=match', () => {
  it('orders the best match first, then the newest, across pages', async () => {
    const pages = [];
    for (let page = 1; page <= 4; page++)
      pages.push(dataOf(await search(`sort=match&pageSize=2&page=${page}`, talent)));
    expect(pages.map(idsOf)).toEqual([[v.perfect, v.dollars], [v.hybridNew, v.hybridOld], [v.blank, v.none], []]);
    expect(pages.flatMap((page) => page.items.map((card: Card) => card.match!.score))).toEqual([
      100, 75, 60, 60, 50, 0,
    ]);
    expect(pages[0].totalCount).toBe(6);
    // sortBy is ignored beside it, and the filters still apply.
    const filtered = dataOf(
      await search(`sort=match&sortBy=3&technologies=${item(DictionaryType.Technology, 'react')}`, talent),
    );
    expect(idsOf(filtered)).toEqual([v.perfect, v.hybridNew, v.hybridOld]);
  });

  it('compares a foreign-currency salary at the rate staff set', async () => {
    const before = await t.db.query('SELECT gel_per_unit FROM currency_rate WHERE currency = $1', [Currency.Dollar]);
    try {
      // 1500–1800 $ × 2.0 = 3000–3600 GEL: below the talent's 4321 → 25 + 20 + 10 + 10 + 0 = 65
      await t.db.query('UPDATE currency_rate SET gel_per_unit = 2.0 WHERE currency = $1', [Currency.Dollar]);
      const page = dataOf(await search('sort=match&pageSize=3', talent));
      expect(cardOf(page, v.hybridNew)).toBeDefined();
      expect(idsOf(page)).toEqual([v.perfect, v.dollars, v.hybridNew]);
      expect(cardOf(page, v.dollars).match).toMatchObject({ score: 65, salary: 'below' });
      // Without a rate the salary cannot be compared: unknown, half its weight.
      await t.db.query('DELETE FROM currency_rate WHERE currency = $1', [Currency.Dollar]);
      const unrated = dataOf(await search('sort=match&pageSize=2', talent));
      expect(idsOf(unrated)).toEqual([v.perfect, v.dollars]);
      expect(cardOf(unrated, v.dollars).match).toMatchObject({ score: 70, salary: 'unknown' });
    } finally {
      await t.db.query(
        `INSERT INTO currency_rate (currency, gel_per_unit, rate_date) VALUES ($1, $2, CURRENT_DATE)
         ON CONFLICT (currency) DO UPDATE SET gel_per_unit = EXCLUDED.gel_per_unit`,
        [Currency.Dollar, before[0].gel_per_unit],
      );
    }
    const restored = dataOf(await search('sort=match&pageSize=2', talent));
    expect(cardOf(restored, v.dollars).match).toMatchObject({ score: 75, salary: 'overlaps' });
  });

  it('is refused with 400 on sort to anyone but a signed-in talent, in their language', async () => {
    const anonymous = errorsOf(await search('sort=match'), 400);
    expect(anonymous.sort).toEqual(['Sign in as a talent to sort vacancies by how well they match your profile']);
    expect(errorsOf(await search('sort=match', undefined, 'ka'), 400).sort[0]).toMatch(GEORGIAN);
    expect(errorsOf(await search('sort=match', company), 400).sort).toEqual(anonymous.sort);
  });

  it('takes no other value', async () => {
    expect(errorsOf(await search('sort=score', talent), 400).sort).toEqual(['sort can only be match']);
    expect(errorsOf(await search('sort=', talent), 400).sort).toBeDefined();
  });
});
