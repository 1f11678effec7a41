import { DictionaryType, SEO_PAGE_KINDS, VacancyStatus } from '../shared/enums.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

describe('Common API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ DEMO_DATA: 'always' });
  });
  afterAll(() => t.close());

  describe('GET /api/Common/GetDictionary', () => {
    it('lists at least 80 technologies, each under one of at least 8 categories', async () => {
      const technologies = dataOf(await t.http.get('/api/Common/GetDictionary?dictionaryType=8'));
      expect(technologies.length).toBeGreaterThanOrEqual(80);
      for (const item of technologies) {
        expect(item).toMatchObject({
          dictionaryType: DictionaryType.Technology,
          name: expect.any(String),
          nameGE: expect.any(String),
        });
        expect(item.parentDictionary).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
      }
      const categories = dataOf(await t.http.get('/api/Common/GetDictionary?dictionaryType=9'));
      expect(categories.length).toBeGreaterThanOrEqual(8);
      expect(categories.reduce((sum: number, c: any) => sum + c.childDictionaries.length, 0)).toBe(technologies.length);
      for (const category of categories) expect(category.nameGE).toMatch(GEORGIAN);
    });

    it('answers several repeated types in the order asked', async () => {
      const items = dataOf(await t.http.get('/api/Common/GetDictionary?dictionaryType=7&dictionaryType=4'));
      const types = items.map((i: any) => i.dictionaryType);
      expect(new Set(types)).toEqual(new Set([DictionaryType.WorkLocation, DictionaryType.EmploymentType]));
      expect(types.indexOf(DictionaryType.EmploymentType)).toBeGreaterThan(
        types.lastIndexOf(DictionaryType.WorkLocation),
      );
    });

    it('has every reference list in both languages', async () => {
      for (const type of Object.values(DictionaryType).filter((v) => typeof v === 'number')) {
        const items = dataOf(await t.http.get(`/api/Common/GetDictionary?dictionaryType=${type}`));
        expect(items.length).toBeGreaterThan(1);
        for (const item of items) {
          expect(item.name.trim()).not.toBe('');
          expect(item.nameGE.trim()).not.toBe('');
        }
      }
      const cities = dataOf(await t.http.get('/api/Common/GetDictionary?dictionaryType=2'));
      expect(cities.map((c: any) => c.nameGE)).toEqual(expect.arrayContaining(['თბილისი', 'ბათუმი', 'ქუთაისი']));
    });

    it('groups job functions under parents', async () => {
      const functions = dataOf(await t.http.get('/api/Common/GetDictionary?dictionaryType=6'));
      const parents = functions.filter((f: any) => f.parentDictionary === null);
      expect(parents.length).toBeGreaterThan(2);
      expect(parents.every((p: any) => p.childDictionaries.length > 0)).toBe(true);
    });

    it('matches paths and field names case-insensitively', async () => {
      const items = dataOf(await t.http.get('/api/common/getdictionary?DictionaryType=2'));
      expect(items.map((c: any) => c.name)).toContain('Tbilisi');
    });

    it('filters by name, Georgian name or alias, and by id', async () => {
      const byAlias = dataOf(await t.http.get('/api/Common/GetDictionary?dictionaryType=8&filter=postgres'));
      expect(byAlias.map((i: any) => i.name)).toContain('PostgreSQL');
      const byGeorgian = dataOf(
        await t.http.get(`/api/Common/GetDictionary?dictionaryType=2&filter=${encodeURIComponent('ბათუმ')}`),
      );
      expect(byGeorgian.map((i: any) => i.name)).toEqual(['Batumi']);
      const wildcard = dataOf(await t.http.get('/api/Common/GetDictionary?dictionaryType=8&filter=%25'));
      expect(wildcard).toEqual([]);
      const one = byAlias.find((i: any) => i.name === 'PostgreSQL');
      expect(dataOf(await t.http.get(`/api/Common/GetDictionary?dictionaryType=8&id=${one.id}`))).toHaveLength(1);
    });

    it('limits to the home-screen items with the flag', async () => {
      const all = dataOf(await t.http.get('/api/Common/GetDictionary?dictionaryType=8'));
      const home = dataOf(await t.http.get('/api/Common/GetDictionary?dictionaryType=8&isHomeScreen=true'));
      expect(home.length).toBeGreaterThan(0);
      expect(home.length).toBeLessThan(all.length);
    });

    it('counts open vacancies and companies per item only when asked', async () => {
      const plain = dataOf(await t.http.get('/api/Common/GetDictionary?dictionaryType=8'));
      expect(plain[0].activeVacancyCount).toBeNull();

      const counted = dataOf(
        await t.http.get(
          '/api/Common/GetDictionary?dictionaryType=8&dictionaryType=9&ActiveVacancyCount=true&activeCompanyCount=true',
        ),
      );
      const [expected] = await t.db.query(
        `SELECT d.id, count(DISTINCT v.id)::int AS vacancies FROM dictionary_item d
         JOIN vacancy_technology vt ON vt.technology_id = d.id JOIN vacancy v ON v.id = vt.vacancy_id
         WHERE v.status = 1 AND v.approval = 2 AND v.deadline > now() GROUP BY d.id ORDER BY 2 DESC LIMIT 1`,
      );
      expect(expected.vacancies).toBeGreaterThan(0);
      expect(counted.find((i: any) => i.id === expected.id).activeVacancyCount).toBe(expected.vacancies);
      const category = counted.find(
        (i: any) => i.dictionaryType === DictionaryType.TechnologyCategory && i.activeVacancyCount > 0,
      );
      expect(category.activeVacancyCount).toBeGreaterThanOrEqual(
        Math.max(...category.childDictionaries.map((c: any) => c.activeVacancyCount)),
      );
      expect(counted.some((i: any) => i.activeCompanyCount > 0)).toBe(true);
    });

    it("keeps to one company's items with companyId", async () => {
      const [company] = await t.db.query(`SELECT id FROM company ORDER BY id LIMIT 1`);
      const techIds = (
        await t.db.query(`SELECT technology_id FROM company_technology WHERE company_id = $1`, [company.id])
      ).map((r: any) => r.technology_id);
      const items = dataOf(await t.http.get(`/api/Common/GetDictionary?dictionaryType=8&companyId=${company.id}`));
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(techIds.includes(item.id) || item.activeVacancyCount > 0).toBe(true);
      }
      expect(dataOf(await t.http.get('/api/Common/GetDictionary?dictionaryType=8&companyId=999999'))).toEqual([]);
    });

    it.each([
      ['an unknown type', 'dictionaryType=42', 'dictionaryType'],
      ['no type', '', 'dictionaryType'],
      ['a non-numeric type', 'dictionaryType=tech', 'dictionaryType'],
      ['a type given by its enum name', 'dictionaryType=Technology', 'dictionaryType'],
      ['a non-numeric id', 'dictionaryType=8&id=abc', 'id'],
      ['a non-numeric company', 'dictionaryType=8&companyId=1.5', 'companyId'],
      ['a bad flag', 'dictionaryType=8&isHomeScreen=maybe', 'isHomeScreen'],
      ['a long filter', `dictionaryType=8&filter=${'x'.repeat(101)}`, 'filter'],
      ['an id beyond any stored id', 'dictionaryType=8&id=99999999999999999999', 'id'],
      ['an id just past the integer range', 'dictionaryType=8&id=2147483648', 'id'],
      ['a company id past the integer range', 'dictionaryType=8&companyId=2147483648', 'companyId'],
      ['repeated ids', 'dictionaryType=8&id=1&id=2', 'id'],
      ['a NUL character in the filter', 'dictionaryType=8&filter=a%00b', 'filter'],
    ])('answers 400 for %s, in both languages', async (_, query, field) => {
      const english = errorsOf(await t.http.get(`/api/Common/GetDictionary?${query}`), 400);
      expect(english[field]).toHaveLength(1);
      expect(english[field][0]).toMatch(/[a-z]/);
      const georgian = errorsOf(
        await t.http.get(`/api/Common/GetDictionary?${query}`).set('Accept-Language', 'ka'),
        400,
      );
      expect(georgian[field]?.[0]).toMatch(GEORGIAN);
    });
  });

  describe('GET /api/Common/GetIndexPageCount', () => {
    it('counts open vacancies, companies and talents, leaving out ended, drafts and expired', async () => {
      const before = dataOf(await t.http.get('/api/Common/GetIndexPageCount'));
      const [{ vacancies, companies, users }] = await t.db.query(
        `SELECT (SELECT count(*) FROM vacancy WHERE status = 1 AND approval = 2 AND (deadline IS NULL OR deadline > now()))::int AS vacancies,
                (SELECT count(*) FROM company)::int AS companies,
                (SELECT count(*) FROM account WHERE account_kind = 1)::int AS users`,
      );
      expect(before).toEqual({ activeVacancyCount: vacancies, companyCount: companies, userCount: users });
      expect(vacancies).toBeGreaterThan(0);

      const [company] = await t.db.query(`SELECT id FROM company LIMIT 1`);
      for (const [status, deadline] of [
        [VacancyStatus.Ended, "now() + interval '5 days'"],
        [VacancyStatus.Draft, "now() + interval '5 days'"],
        [VacancyStatus.Active, "now() - interval '1 day'"],
      ]) {
        await t.db.query(
          `INSERT INTO vacancy (company_id, title, status, deadline) VALUES ($1, 'x', $2, ${deadline})`,
          [company.id, status],
        );
      }
      await t.db.query(`INSERT INTO vacancy (company_id, title, status, deadline) VALUES ($1, 'open', 1, NULL)`, [
        company.id,
      ]);
      await t.db.query(`INSERT INTO account (email, account_kind) VALUES ('employer@example.ge', 2)`);
      const after = dataOf(await t.http.get('/api/Common/GetIndexPageCount'));
      expect(after).toEqual({ activeVacancyCount: vacancies + 1, companyCount: companies, userCount: users });
    });
  });

  describe('GET /api/Common/GetSeoDetails', () => {
    // Every kind of page its own (issue 20): `auth` was split into the sign-in, sign-up, recovery, panel and back-office kinds.
    const kinds = [...SEO_PAGE_KINDS].sort();

    it('has texts for every page kind in both languages', async () => {
      const details = dataOf(await t.http.get('/api/Common/GetSeoDetails'));
      expect(details.map((d: any) => d.pageKind).sort()).toEqual(kinds);
      for (const d of details) {
        expect(d.titleEn).toMatch(/\w/);
        expect(d.titleGe).toMatch(GEORGIAN);
        expect(d.descriptionEn.length).toBeGreaterThan(40);
        expect(d.descriptionGe).toMatch(GEORGIAN);
      }
      expect(new Set(details.map((d: any) => d.titleEn)).size).toBe(kinds.length);
      expect(new Set(details.map((d: any) => d.titleGe)).size).toBe(kinds.length);
    });

    it('answers one kind, and 400 for an unknown kind', async () => {
      expect(dataOf(await t.http.get('/api/Common/GetSeoDetails?pageKind=home'))).toHaveLength(1);
      expect(errorsOf(await t.http.get('/api/Common/GetSeoDetails?pageKind=admin'), 400).pageKind).toBeDefined();
    });
  });

  describe('GET /api/Common/getCountryCodes', () => {
    it('puts every country in the first item, Georgia +995 first', async () => {
      const [first] = dataOf(await t.http.get('/api/Common/getCountryCodes'));
      expect(first.defaultCode).toBe('GE');
      expect(first.countryCodes.length).toBeGreaterThan(200);
      expect(first.countryCodes[0]).toEqual({ code: 'GE', dialCode: '+995', name: 'Georgia', nameGE: 'საქართველო' });
      for (const c of first.countryCodes) {
        expect(c.code).toMatch(/^[A-Z]{2}$/);
        expect(c.dialCode).toMatch(/^\+\d[\d ]*$/);
        expect(c.nameGE).toMatch(GEORGIAN);
      }
    });
  });

  describe('POST /api/Common/findTechnologiesInContext', () => {
    it('finds technologies and their aliases, whole words only', async () => {
      const found = dataOf(
        await t.http
          .post('/api/Common/findTechnologiesInContext')
          .send({ context: 'Our stack: TS, React, Postgres on k8s. Javanese coffee is not Java.' }),
      );
      expect(found.map((f: any) => f.name)).toEqual(['TypeScript', 'React', 'PostgreSQL', 'Kubernetes', 'Java']);
      expect(found[0]).toMatchObject({ dictionaryType: DictionaryType.Technology, nameGE: expect.any(String) });
    });

    it('accepts a differently cased field name', async () => {
      expect(
        dataOf(await t.http.post('/api/Common/findTechnologiesInContext').send({ Context: 'Python' })),
      ).toHaveLength(1);
    });

    it('answers a missing or empty context with the "required" message, in both languages (issue 22)', async () => {
      for (const body of [{}, { context: '' }, { context: null }]) {
        expect(errorsOf(await t.http.post('/api/Common/findTechnologiesInContext').send(body), 400).context).toEqual([
          'Enter the text to look for technologies in',
        ]);
      }
      const ka = errorsOf(
        await t.http.post('/api/Common/findTechnologiesInContext').set('Accept-Language', 'ka').send({}),
        400,
      );
      expect(ka.context[0]).toMatch(GEORGIAN);
    });

    it.each([
      ['no context', {}],
      ['a number', { context: 5 }],
      ['a text too long', { context: 'a'.repeat(20001) }],
    ])('answers 400 for %s', async (_, body) => {
      expect(
        errorsOf(await t.http.post('/api/Common/findTechnologiesInContext').send(body), 400).context,
      ).toBeDefined();
    });

    it('answers 400 for a body that is not JSON', async () => {
      const errors = errorsOf(
        await t.http
          .post('/api/Common/findTechnologiesInContext')
          .set('Content-Type', 'application/json')
          .send('{"context":'),
        400,
      );
      expect(errors._).toEqual(['The request body is not valid JSON']);
    });
  });
});
