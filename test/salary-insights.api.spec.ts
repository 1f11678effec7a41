import { Currency, DictionaryType } from '../shared/enums.js';
import { SalaryInsightsJob } from '../src/modules/salaries/salary-insights.job.js';
import { salaryRunDate } from '../src/modules/salaries/salary-insight-runner.service.js';
import { bearer, signInStaff, signUpTalent, type SignedUp } from './support/accounts.js';
import { expectStaffOnly } from './support/admin-callers.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { vacancySeeder } from './support/vacancy-seed.js';

const onPostgres = process.env.DATABASE_URL ? it : it.skip;

let t: TestApp;
let staff: SignedUp;
const seed = vacancySeeder(() => t);
/** Technologies nobody else's test uses here, one per scenario, so the groups do not mix. */
let technologyKeys: string[] = [];
let nextTechnology = 0;
const newTechnology = () => {
  const key = technologyKeys[nextTechnology++]!;
  return { key, id: seed.item(DictionaryType.Technology, key) };
};

let companyCounter = 0;
const newCompanies = async (count: number): Promise<number[]> => {
  const ids: number[] = [];
  for (let index = 0; index < count; index++) {
    ids.push(await seed.insertCompany(`Salary Co ${++companyCounter}`, `salary-co-${process.pid}-${companyCounter}`));
  }
  return ids;
};

interface VacancyOf {
  technology: string;
  min: number | null;
  max?: number | null;
  currency?: Currency;
  publishedDaysAgo?: number;
  shown?: boolean;
}
const vacancy = (companyId: number, of: VacancyOf) =>
  seed.insertVacancy({
    companyId,
    title: `Engineer ${of.technology}`,
    technologies: [of.technology],
    city: 'tbilisi',
    experience: 'senior',
    publishedDaysAgo: of.publishedDaysAgo ?? 1,
    salary: { min: of.min, max: of.max ?? of.min, currency: of.currency ?? Currency.Gel, shown: of.shown ?? true },
  });

const admin = (method: 'get' | 'post', path: string, body?: object, language = 'en') => {
  const request =
    method === 'get' ? t.http.get(`/api/Admin/${path}`) : t.http.post(`/api/Admin/${path}`).send(body ?? {});
  return request.set(bearer(staff)).set('Accept-Language', language);
};
const recompute = async (): Promise<string> => dataOf(await admin('post', 'RecomputeSalaryInsights')).computedAt;
const insights = async (query: Record<string, unknown>, language = 'en') =>
  dataOf(await t.http.get('/api/Salaries/GetSalaryInsights').query(query).set('Accept-Language', language));
const setUsdRate = async (gelPerUnit: number) =>
  dataOf(await admin('post', 'SetCurrencyRate', { currency: Currency.Dollar, gelPerUnit, rateDate: '2026-01-05' }));

beforeAll(async () => {
  // The read cache on, as in production: every figure below is read after a run, which must forget the old ones.
  t = await startTestApp({ READ_CACHE_SECONDS: '300' });
  await seed.loadDictionary();
  staff = await signInStaff(t);
  technologyKeys = (
    await t.db.query(`SELECT key FROM dictionary_item WHERE type = $1 AND parent_id IS NOT NULL ORDER BY id`, [
      DictionaryType.Technology,
    ])
  ).map((row: { key: string }) => row.key);
});

afterAll(async () => {
  await t?.close();
});

describe('the salary insights (issue 25)', () => {
  it('show a figure only from 5 distinct companies: 4 companies are not enough, nor 5 vacancies of one', async () => {
    const fifth = newTechnology();
    const oneCompany = newTechnology();
    const companies = await newCompanies(5);
    for (const [index, companyId] of companies.slice(0, 4).entries()) {
      await vacancy(companyId, { technology: fifth.key, min: 3000 + index * 100 });
    }
    for (let index = 0; index < 5; index++) await vacancy(companies[0]!, { technology: oneCompany.key, min: 3000 });
    const computedAt = await recompute();

    let view = await insights({ technologyId: fifth.id });
    expect(view.figure).toEqual({ vacancies: null, talents: null });
    expect(view.technology).toEqual({ id: fifth.id, name: expect.any(String), nameGE: expect.stringMatching(/./) });
    expect(view.computedAt).toBe(computedAt);
    expect((await insights({ technologyId: oneCompany.id })).figure.vacancies).toBeNull();

    await vacancy(companies[4]!, { technology: fifth.key, min: 3400 });
    await recompute();
    view = await insights({ technologyId: fifth.id });
    expect(view.figure.vacancies).toMatchObject({ median: 3200, p25: 3100, p75: 3300, sampleCount: 5, sourceCount: 5 });
    expect(view.figure.talents).toBeNull();
    expect(view.byTechnology).toEqual([]);
    // Narrower groups of the same vacancies: the level and the city rows.
    expect(view.byLevel.map((row: { item: { name: string } }) => row.item.name)).toEqual(['Senior']);
    expect(view.byCity).toEqual([expect.objectContaining({ item: expect.objectContaining({ name: 'Tbilisi' }) })]);

    const all = await insights({});
    const rowIds = all.byTechnology.map((row: { item: { id: number } }) => row.item.id);
    expect(rowIds).toContain(fifth.id);
    expect(rowIds).not.toContain(oneCompany.id);
    const medians = all.byTechnology.map(
      (row: { vacancies: { median: number } | null }) => row.vacancies?.median ?? -1,
    );
    expect(medians).toEqual([...medians].sort((a, b) => b - a));
  });

  it('count a foreign-currency vacancy at the rate staff set, and a new rate after a recompute', async () => {
    const technology = newTechnology();
    const companies = await newCompanies(5);
    for (const [index, amount] of [2000, 2000, 5000, 5000].entries()) {
      await vacancy(companies[index]!, { technology: technology.key, min: amount });
    }
    // A range counts by its midpoint: (900 + 1100) / 2 = 1000 dollars.
    await vacancy(companies[4]!, { technology: technology.key, min: 900, max: 1100, currency: Currency.Dollar });
    await setUsdRate(3);
    await recompute();
    let view = await insights({ technologyId: technology.id });
    expect(view.figure.vacancies.median).toBe(3000);
    expect(view.rates).toContainEqual({ currency: Currency.Dollar, gelPerUnit: 3, rateDate: '2026-01-05' });

    await setUsdRate(3.5);
    // The figures are those of the last run until the next.
    expect((await insights({ technologyId: technology.id })).figure.vacancies.median).toBe(3000);
    await recompute();
    view = await insights({ technologyId: technology.id });
    expect(view.figure.vacancies.median).toBe(3500);
  });

  it('leave out salaries outside 300–60,000 GEL and beyond Tukey’s fences of their group, and hidden salaries', async () => {
    const technology = newTechnology();
    const companies = await newCompanies(9);
    for (const [index, amount] of [3000, 3100, 3200, 3300, 3400].entries()) {
      await vacancy(companies[index]!, { technology: technology.key, min: amount });
    }
    await vacancy(companies[5]!, { technology: technology.key, min: 20000 }); // beyond Q3 + 1.5·IQR
    await vacancy(companies[6]!, { technology: technology.key, min: 250 }); // below the sanity range
    await vacancy(companies[7]!, { technology: technology.key, min: 70000 }); // above it
    await vacancy(companies[8]!, { technology: technology.key, min: 3300, shown: false });
    await recompute();
    const { figure } = await insights({ technologyId: technology.id });
    expect(figure.vacancies).toMatchObject({ median: 3200, p25: 3100, p75: 3300, sampleCount: 5, sourceCount: 5 });
  });

  it('count talents’ desired salaries only with their consent, as a figure of their own', async () => {
    const technology = newTechnology();
    const talents: SignedUp[] = [];
    for (let index = 0; index < 6; index++) {
      talents.push(await signUpTalent(t, { Technologies: [String(technology.id)] }));
    }
    const profile = (who: SignedUp, amount: number, share: boolean) =>
      t.http
        .post('/api/Users/UpdateTalentProfile')
        .set(bearer(who))
        .send({
          desiredSalaryMin: amount,
          desiredSalaryMax: amount + 200,
          desiredSalaryCurrency: Currency.Gel,
          shareSalaryForInsights: share,
        });
    for (const [index, talent] of talents.entries()) {
      const answer = dataOf(await profile(talent, 2000 + index * 100, index !== 5));
      expect(answer.talentProfile.shareSalaryForInsights).toBe(index !== 5);
    }
    await recompute();
    let figure = (await insights({ technologyId: technology.id })).figure;
    expect(figure.vacancies).toBeNull();
    expect(figure.talents).toMatchObject({ median: 2300, sampleCount: 5, sourceCount: 5 });

    // Off by default: a profile saved without it withdraws the consent.
    dataOf(await t.http.post('/api/Users/UpdateTalentProfile').set(bearer(talents[0]!)).send({ headline: 'Engineer' }));
    const own = dataOf(await t.http.get('/api/Users/GetUserProfileInfo').set(bearer(talents[0]!)));
    expect(own.talentProfile.shareSalaryForInsights).toBe(false);
    await recompute();
    figure = (await insights({ technologyId: technology.id })).figure;
    expect(figure.talents).toBeNull();
  });

  it('give the trend of the last four quarters, a quarter below 5 sources without a median', async () => {
    const technology = newTechnology();
    const companies = await newCompanies(8);
    for (const companyId of companies.slice(0, 5)) await vacancy(companyId, { technology: technology.key, min: 3000 });
    for (const companyId of companies.slice(5)) {
      await vacancy(companyId, { technology: technology.key, min: 4000, publishedDaysAgo: 200 });
    }
    await recompute();
    const figure = (await insights({ technologyId: technology.id })).figure.vacancies;
    expect(figure).toMatchObject({ sampleCount: 8, sourceCount: 8 });
    const quarterOf = (daysAgo: number) => {
      const day = new Date(Date.now() - daysAgo * 86_400_000);
      return `${day.getUTCFullYear()}-Q${Math.floor(day.getUTCMonth() / 3) + 1}`;
    };
    expect(figure.quarters).toHaveLength(4);
    expect(figure.quarters[3].quarter).toBe(quarterOf(0));
    const recent = figure.quarters.find((quarter: { quarter: string }) => quarter.quarter === quarterOf(1));
    expect(recent).toEqual({ quarter: quarterOf(1), median: 3000, sampleCount: 5 });
    const older = figure.quarters.find((quarter: { quarter: string }) => quarter.quarter === quarterOf(200));
    expect(older).toEqual({ quarter: quarterOf(200), median: null, sampleCount: 3 });
  });

  it('export the figures as a CSV and a JSON file', async () => {
    const technology = newTechnology();
    for (const companyId of await newCompanies(5)) await vacancy(companyId, { technology: technology.key, min: 2500 });
    await recompute();
    const csv = await t.http.get('/api/Salaries/Export').query({ format: 'csv', technologyId: technology.id });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="salaries-technology-${technology.id}.csv"`);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('group,itemId,item,itemGE,source,medianGel,p25Gel,p75Gel,sampleCount,sourceCount,computedAt');
    expect(lines[1]).toMatch(/^figure,,,,vacancies,2500,2500,2500,5,5,\d{4}-/);
    expect(lines.some((line) => line.startsWith('level,') && line.includes(',Senior,'))).toBe(true);

    const json = await t.http.get('/api/Salaries/Export').query({ technologyId: technology.id });
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['content-disposition']).toBe(
      `attachment; filename="salaries-technology-${technology.id}.json"`,
    );
    expect(JSON.parse(json.text)).toEqual(await insights({ technologyId: technology.id }));

    errorsOf(await t.http.get('/api/Salaries/Export').query({ format: 'xml' }), 400);
  });

  it('draw the chart as SVG (escaped, titled in the language) and PNG; 404 without a figure', async () => {
    const technology = newTechnology();
    for (const companyId of await newCompanies(5)) await vacancy(companyId, { technology: technology.key, min: 2800 });
    await recompute();
    await t.db.query(`UPDATE dictionary_item SET name = $2 WHERE id = $1`, [technology.id, 'C<&>"x']);
    const svg = await t.http.get('/api/Salaries/Chart.svg').query({ technologyId: technology.id });
    expect(svg.status).toBe(200);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    const svgText = svg.text || String(svg.body);
    expect(svgText).toContain('<svg');
    expect(svgText).toContain('Monthly salaries: C&#60;&#38;&#62;&#34;x');
    expect(svgText).not.toContain('C<&');

    const georgian = await t.http.get('/api/Salaries/Chart.svg').query({ technologyId: technology.id, lang: 'ka' });
    expect(georgian.text || String(georgian.body)).toMatch(/თვიური ხელფასები/);
    expect(georgian.text || String(georgian.body)).toMatch(GEORGIAN);

    const png = await t.http
      .get('/api/Salaries/Chart.png')
      .query({ technologyId: technology.id, lang: 'ka' })
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect((png.body as Buffer).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    const none = newTechnology();
    expect(errorsOf(await t.http.get('/api/Salaries/Chart.svg').query({ technologyId: none.id }), 404)._).toEqual([
      'There is no salary figure for this choice yet',
    ]);
    errorsOf(
      await t.http.get('/api/Salaries/Chart.png').query({ technologyId: technology.id, source: 'talents' }),
      404,
    );
    errorsOf(await t.http.get('/api/Salaries/Chart.svg').query({ source: 'companies' }), 400);
  });

  it('answer a bad or wrong-kind id with 400 and the field’s message, never 500', async () => {
    const city = seed.item(DictionaryType.City, 'tbilisi');
    const technology = newTechnology();
    const get = (query: Record<string, unknown>, language = 'en') =>
      t.http.get('/api/Salaries/GetSalaryInsights').query(query).set('Accept-Language', language);
    expect(errorsOf(await get({ technologyId: 'abc' }), 400).technologyId).toEqual([
      'technologyId must be the id of a technology',
    ]);
    expect(errorsOf(await get({ technologyId: city }), 400).technologyId).toEqual([
      'technologyId must be the id of a technology',
    ]);
    expect(errorsOf(await get({ cityId: technology.id }), 400).cityId).toEqual(['cityId must be the id of a city']);
    expect(errorsOf(await get({ experienceId: 99999999999 }), 400).experienceId).toHaveLength(1);
    expect(errorsOf(await get({ experienceId: 2147483647 }), 400).experienceId).toEqual([
      'experienceId must be the id of a level of experience',
    ]);
    expect(errorsOf(await get({ cityId: -1 }, 'ka'), 400).cityId[0]).toMatch(GEORGIAN);
    for (const path of ['Export', 'Chart.svg', 'Chart.png']) {
      errorsOf(await t.http.get(`/api/Salaries/${path}`).query({ technologyId: city }), 400);
    }
  });
});

describe('the back office’s currency rates and recompute', () => {
  it('lists and sets a rate (audited), refusing bad input with messages in both languages', async () => {
    const rates = dataOf(await admin('get', 'GetCurrencyRates'));
    expect(rates.map((rate: { currency: number }) => rate.currency)).toEqual([2, 3, 4]);
    expect(rates[0]).toEqual({
      currency: 2,
      gelPerUnit: expect.any(Number),
      rateDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      updatedAt: expect.any(String),
    });
    const set = dataOf(
      await admin('post', 'SetCurrencyRate', { currency: Currency.Euro, gelPerUnit: 3.2151, rateDate: '2026-02-01' }),
    );
    expect(set.find((rate: { currency: number }) => rate.currency === Currency.Euro)).toMatchObject({
      gelPerUnit: 3.2151,
      rateDate: '2026-02-01',
    });
    const [audit] = await t.db.query(
      `SELECT actor_account_id, after FROM audit_log WHERE action = 'currencyRate.set' ORDER BY id DESC LIMIT 1`,
    );
    const after = typeof audit.after === 'string' ? JSON.parse(audit.after) : audit.after;
    expect(after).toEqual({ currency: Currency.Euro, gelPerUnit: 3.2151, rateDate: '2026-02-01' });

    const refused = async (body: object, field: string, message: string | RegExp, language = 'en') => {
      const errors = errorsOf(await admin('post', 'SetCurrencyRate', body, language), 400);
      expect(errors[field]?.[0]).toMatch(message);
    };
    const good = { currency: Currency.Dollar, gelPerUnit: 2.7, rateDate: '2026-01-05' };
    await refused(
      { ...good, currency: Currency.Gel },
      'currency',
      'currency must be 2 (US dollar), 3 (euro) or 4 (pound sterling)',
    );
    await refused({ ...good, gelPerUnit: 0 }, 'gelPerUnit', 'gelPerUnit must be a number from 0.0001 to 10000');
    await refused({ ...good, gelPerUnit: 'many' }, 'gelPerUnit', /gelPerUnit/);
    await refused({ ...good, rateDate: '2026-02-30' }, 'rateDate', 'rateDate must be a date, YYYY-MM-DD');
    await refused({ ...good, rateDate: 'yesterday' }, 'rateDate', 'rateDate must be a date, YYYY-MM-DD');
    await refused({ ...good, rateDate: '2999-01-01' }, 'rateDate', 'rateDate must not be in the future');
    await refused({ ...good, rateDate: '2999-01-01' }, 'rateDate', GEORGIAN, 'ka');
    await refused({ ...good, currency: 9 }, 'currency', GEORGIAN, 'ka');
  });

  it('recomputes now (audited), and only staff may call these routes', async () => {
    const computedAt = await recompute();
    expect(new Date(computedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    const [audit] = await t.db.query(
      `SELECT after FROM audit_log WHERE action = 'salaryInsights.recompute' ORDER BY id DESC LIMIT 1`,
    );
    expect(typeof audit.after === 'string' ? JSON.parse(audit.after) : audit.after).toEqual({ computedAt });
    await expectStaffOnly(t, [
      { method: 'get', path: '/api/Admin/GetCurrencyRates' },
      {
        method: 'post',
        path: '/api/Admin/SetCurrencyRate',
        body: { currency: 2, gelPerUnit: 2.7, rateDate: '2026-01-05' },
      },
      { method: 'post', path: '/api/Admin/RecomputeSalaryInsights' },
    ]);
  });

  onPostgres('the daily job computes exactly once when two processes race for the day', async () => {
    const job = t.app.get(SalaryInsightsJob, { strict: false });
    await t.db.query('DELETE FROM salary_insight_run WHERE run_date = $1', [salaryRunDate()]);
    const results = await Promise.all([job.run(), job.run()]);
    expect(results.filter((result) => result !== null)).toHaveLength(1);
    const runs = await t.db.query('SELECT count(*)::int AS count FROM salary_insight_run WHERE run_date = $1', [
      salaryRunDate(),
    ]);
    expect(Number(runs[0].count)).toBe(1);
    // The day has its run: a third does nothing.
    expect(await job.run()).toBeNull();
  });
});
