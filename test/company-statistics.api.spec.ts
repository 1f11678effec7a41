import { VacancyStatus } from '../shared/enums.js';
import { bearer, signInStaff, signUpCompany, signUpTalent, type SignedUp } from './support/accounts.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { viewAsSessionOf } from './support/admin-callers.js';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';
const READ_ONLY = 'This is a read-only view-as session';

let t: TestApp;
let alpha: SignedUp;
let beta: SignedUp;
let talent: SignedUp;
let alphaId: number;
let betaId: number;
let alphaVacancyId: number;
let alphaDraftId: number;

const companyIdOf = async (who: SignedUp): Promise<number> =>
  (
    await t.db.query('SELECT c.id FROM company c JOIN account a ON a.id = c.account_id WHERE a.email = $1', [who.email])
  )[0].id;

const insertVacancy = async (companyId: number, status: VacancyStatus): Promise<number> =>
  (
    await t.db.query(
      'INSERT INTO vacancy (company_id, title, status, published_at) VALUES ($1, $2, $3, now()) RETURNING id',
      [companyId, 'Backend Developer', status],
    )
  )[0].id;

interface Visit {
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  who?: { token: string };
  userAgent?: string | null;
  ip?: string;
  language?: 'en' | 'ka';
}

function visit({ query = {}, body, who, userAgent = BROWSER, ip, language }: Visit) {
  let request = t.http.post('/api/Account/AddUserActivity').query(query);
  if (userAgent !== null) request = request.set('User-Agent', userAgent);
  if (who) request = request.set(bearer(who));
  if (ip) request = request.set('X-Forwarded-For', ip);
  if (language) request = request.set('Accept-Language', language);
  return body ? request.send(body) : request;
}

const counted = async (v: Visit): Promise<boolean> => dataOf<boolean>(await visit(v));

const activityRows = (): Promise<
  { page: number; company_id: number | null; vacancy_id: number | null; visitor_key: string }[]
> => t.db.query('SELECT page, company_id, vacancy_id, visitor_key FROM user_activity ORDER BY id');

async function viewAsSession(target: SignedUp) {
  const staff = await signInStaff(t);
  const account = dataOf(await t.http.get('/api/Admin/FindAccount').set(bearer(staff)).query({ email: target.email }));
  return viewAsSessionOf(t, staff, account.id);
}

beforeAll(async () => {
  t = await startTestApp();
  alpha = await signUpCompany(t, 'Statistics Alpha');
  beta = await signUpCompany(t, 'Statistics Beta');
  talent = await signUpTalent(t);
  alphaId = await companyIdOf(alpha);
  betaId = await companyIdOf(beta);
  alphaVacancyId = await insertVacancy(alphaId, VacancyStatus.Active);
  alphaDraftId = await insertVacancy(alphaId, VacancyStatus.Draft);
});
afterAll(() => t.close());

describe('POST /api/Account/AddUserActivity', () => {
  beforeEach(() => t.db.query('DELETE FROM user_activity'));

  it("counts a visitor's company page visit once within 30 minutes, and again after them", async () => {
    expect(await counted({ query: { userActivePage: 4, CompanyId: alphaId }, ip: '203.0.113.77' })).toBe(true);
    expect(await counted({ query: { userActivePage: 4, CompanyId: alphaId }, ip: '203.0.113.77' })).toBe(false);
    const rows = await activityRows();
    expect(rows).toEqual([
      { page: 4, company_id: alphaId, vacancy_id: null, visitor_key: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
    // The IP address is never stored, only the keyed hash of it and the user agent.
    expect(JSON.stringify(await t.db.query('SELECT * FROM user_activity'))).not.toContain('203.0.113');

    await t.db.query(`UPDATE user_activity SET created_at = created_at - interval '29 minutes'`);
    expect(await counted({ query: { userActivePage: 4, CompanyId: alphaId }, ip: '203.0.113.77' })).toBe(false);
    await t.db.query(`UPDATE user_activity SET created_at = created_at - interval '2 minutes'`);
    expect(await counted({ query: { userActivePage: 4, CompanyId: alphaId }, ip: '203.0.113.77' })).toBe(true);
    expect(await activityRows()).toHaveLength(2);
  });

  it('tells visitors apart by IP and user agent, and pages, companies and vacancies apart', async () => {
    const query = { userActivePage: 4, CompanyId: alphaId };
    expect(await counted({ query, ip: '203.0.113.1' })).toBe(true);
    expect(await counted({ query, ip: '203.0.113.2' })).toBe(true);
    expect(await counted({ query, ip: '203.0.113.1', userAgent: PHONE })).toBe(true);
    expect(await counted({ query: { userActivePage: 4, CompanyId: betaId }, ip: '203.0.113.1' })).toBe(true);
    expect(await counted({ query: { userActivePage: 5, VacancyId: alphaVacancyId }, ip: '203.0.113.1' })).toBe(true);
    expect(await counted({ query: { userActivePage: 1 }, ip: '203.0.113.1' })).toBe(true);
    expect(await counted({ query: { userActivePage: 1 }, ip: '203.0.113.1' })).toBe(false);
    const keys = new Set((await activityRows()).map((row) => row.visitor_key));
    expect(keys.size).toBe(3);
  });

  it('keys a signed-in visitor by the account, whatever the device', async () => {
    const query = { userActivePage: 4, CompanyId: alphaId };
    expect(await counted({ query, who: talent, ip: '198.51.100.1' })).toBe(true);
    expect(await counted({ query, who: talent, ip: '198.51.100.2', userAgent: PHONE })).toBe(false);
    expect(await counted({ query, ip: '198.51.100.1' })).toBe(true); // the same device signed out is another visitor
    expect(await counted({ query, who: beta })).toBe(true); // another company looking counts
    expect(await activityRows()).toHaveLength(3);
  });

  it('takes the fields from a JSON body or the query, in any letter case; ids a page does not use are not stored', async () => {
    expect(await counted({ body: { userActivePage: 5, vacancyId: alphaVacancyId } })).toBe(true);
    expect(await counted({ query: { UserActivePage: '4', COMPANYID: String(alphaId) } })).toBe(true);
    expect(await counted({ query: { userActivePage: 2, CompanyId: alphaId, VacancyId: alphaVacancyId } })).toBe(true);
    expect(await counted({ body: { UserActivePage: 3 } })).toBe(true);
    // On a vacancy page the company is the vacancy's, whatever CompanyId says.
    expect(
      await counted({ query: { userActivePage: 5, VacancyId: alphaVacancyId, CompanyId: betaId }, userAgent: PHONE }),
    ).toBe(true);
    expect(await activityRows()).toEqual([
      expect.objectContaining({ page: 5, company_id: alphaId, vacancy_id: alphaVacancyId }),
      expect.objectContaining({ page: 4, company_id: alphaId, vacancy_id: null }),
      expect.objectContaining({ page: 2, company_id: null, vacancy_id: null }),
      expect.objectContaining({ page: 3, company_id: null, vacancy_id: null }),
      expect.objectContaining({ page: 5, company_id: alphaId, vacancy_id: alphaVacancyId }),
    ]);
  });

  it('records one row for parallel repeats of the same visit', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, async () =>
        dataOf<boolean>(await visit({ query: { userActivePage: 4, CompanyId: alphaId }, ip: '192.0.2.9' })),
      ),
    );
    expect(answers.filter(Boolean)).toHaveLength(1);
    expect(await activityRows()).toHaveLength(1);
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'curl/8.5.0',
    'python-requests/2.31.0',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/120.0.0.0 Safari/537.36',
    null,
  ])('does not count the bot %p', async (userAgent) => {
    expect(await counted({ query: { userActivePage: 4, CompanyId: alphaId }, userAgent })).toBe(false);
    expect(await counted({ query: { userActivePage: 1 }, userAgent, who: talent })).toBe(false);
    expect(await activityRows()).toEqual([]);
  });

  it("does not count a company's visits to its own page and vacancies (drafts included)", async () => {
    expect(await counted({ query: { userActivePage: 4, CompanyId: alphaId }, who: alpha })).toBe(false);
    expect(await counted({ query: { userActivePage: 5, VacancyId: alphaVacancyId }, who: alpha })).toBe(false);
    expect(await counted({ query: { userActivePage: 5, VacancyId: alphaDraftId }, who: alpha })).toBe(false);
    expect(await activityRows()).toEqual([]);
    expect(await counted({ query: { userActivePage: 4, CompanyId: alphaId }, who: beta })).toBe(true);
    expect(await counted({ query: { userActivePage: 4, CompanyId: betaId }, who: alpha })).toBe(true);
  });

  it('answers 404 for an unknown company or vacancy, and for a draft to anyone but its company', async () => {
    const noCompany = errorsOf(await visit({ query: { userActivePage: 4, CompanyId: 999999 } }), 404);
    expect(noCompany._).toEqual(['The company was not found']);
    const noVacancy = errorsOf(await visit({ query: { userActivePage: 5, VacancyId: 999999 }, language: 'ka' }), 404);
    expect(noVacancy._).toEqual(['ვაკანსია ვერ მოიძებნა']);
    expect(errorsOf(await visit({ query: { userActivePage: 5, VacancyId: alphaDraftId }, who: beta }), 404)._).toEqual([
      'The vacancy was not found',
    ]);
    expect(errorsOf(await visit({ query: { userActivePage: 5, VacancyId: alphaDraftId } }), 404)._).toEqual([
      'The vacancy was not found',
    ]);
    expect(await activityRows()).toEqual([]);
  });

  it('answers 400 for a missing or unknown page and for missing or malformed ids, in the request language', async () => {
    const pageMessage =
      'The page must be one of: 1 (landing page), 2 (companies search), 3 (vacancies search), 4 (company page), 5 (vacancy page)';
    for (const value of ['0', '6', 'CompanyPage', '4.5', '']) {
      expect(errorsOf(await visit({ query: { userActivePage: value, CompanyId: alphaId } }), 400)).toEqual({
        userActivePage: [pageMessage],
      });
    }
    expect(errorsOf(await visit({ body: { userActivePage: 9 } }), 400)).toEqual({ userActivePage: [pageMessage] });
    expect(errorsOf(await visit({}), 400)).toEqual({
      userActivePage: ['Choose the page that was visited (userActivePage)'],
    });
    expect(errorsOf(await visit({ query: { userActivePage: 4 } }), 400)).toEqual({
      companyId: ['CompanyId is required for a company page visit'],
    });
    expect(errorsOf(await visit({ query: { userActivePage: 4, VacancyId: alphaVacancyId } }), 400)).toEqual({
      companyId: ['CompanyId is required for a company page visit'],
    });
    expect(errorsOf(await visit({ body: { userActivePage: 5 } }), 400)).toEqual({
      vacancyId: ['VacancyId is required for a vacancy page visit'],
    });
    expect(errorsOf(await visit({ query: { userActivePage: 4, CompanyId: 'abc' } }), 400).companyId).toEqual([
      'companyId must be a whole number',
    ]);
    errorsOf(await visit({ query: { userActivePage: 4, CompanyId: 0 } }), 400);
    errorsOf(await visit({ query: { userActivePage: 5, VacancyId: '99999999999' } }), 400);
    errorsOf(await t.http.post('/api/Account/AddUserActivity').set('User-Agent', BROWSER).send([4]), 400);
    errorsOf(
      await t.http
        .post('/api/Account/AddUserActivity?userActivePage=4&CompanyId=1&CompanyId=2')
        .set('User-Agent', BROWSER),
      400,
    );

    const georgian = [
      errorsOf(await visit({ query: { userActivePage: 7 }, language: 'ka' }), 400).userActivePage[0],
      errorsOf(await visit({ language: 'ka' }), 400).userActivePage[0],
      errorsOf(await visit({ query: { userActivePage: 4 }, language: 'ka' }), 400).companyId[0],
      errorsOf(await visit({ query: { userActivePage: 5 }, language: 'ka' }), 400).vacancyId[0],
      errorsOf(await visit({ query: { userActivePage: 4, CompanyId: 'x' }, language: 'ka' }), 400).companyId[0],
      errorsOf(await visit({ query: { userActivePage: 4, CompanyId: 999999 }, language: 'ka' }), 404)._[0],
    ];
    for (const message of georgian) expect(message).toMatch(GEORGIAN);
    expect(await activityRows()).toEqual([]);
  });

  it('refuses a view-as session with 403 (read-only) and records nothing', async () => {
    const viewAsTalent = await viewAsSession(talent);
    const viewAsCompany = await viewAsSession(beta);
    for (const session of [viewAsTalent, viewAsCompany]) {
      expect(errorsOf(await visit({ query: { userActivePage: 4, CompanyId: alphaId }, who: session }), 403)._).toEqual([
        READ_ONLY,
      ]);
      expect(errorsOf(await visit({ body: { userActivePage: 1 }, who: session, language: 'ka' }), 403)._[0]).toMatch(
        GEORGIAN,
      );
    }
    expect(await activityRows()).toEqual([]);
  });
});

describe('GET /api/Company/GetCompanyStatistics', () => {
  const ZONE = 'Asia/Tbilisi';
  let today: string;

  /** A YYYY-MM-DD date n days before `date`. */
  const minusDays = (date: string, n: number) =>
    new Date(Date.parse(`${date}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);
  /** The first day of the month n months before `date`'s month. */
  const monthStart = (date: string, monthsBack: number) => {
    const d = new Date(`${date}T00:00:00Z`);
    return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - monthsBack, 1)).toISOString().slice(0, 10);
  };

  /** A visit row at a wall-clock time in Georgia. */
  const addVisit = (
    page: number,
    companyId: number | null,
    date: string,
    time: string,
    vacancyId: number | null = null,
  ) =>
    t.db.query(
      `INSERT INTO user_activity (page, company_id, vacancy_id, visitor_key, created_at)
       VALUES ($1, $2, $3, repeat('a', 64), ($4::date + $5::time) AT TIME ZONE '${ZONE}')`,
      [page, companyId, vacancyId, date, time],
    );

  const statistics = async (period: string, who: { token: string } = alpha) =>
    dataOf(await t.http.get('/api/Company/GetCompanyStatistics').query({ period }).set(bearer(who)));

  const countsOf = (points: { date: string; count: number }[]) =>
    Object.fromEntries(points.filter((p) => p.count > 0).map((p) => [p.date, p.count]));

  beforeAll(async () => {
    await t.db.query('DELETE FROM user_activity');
    [{ today }] = await t.db.query(`SELECT to_char((now() AT TIME ZONE '${ZONE}')::date, 'YYYY-MM-DD') AS today`);
    // Profile visits of alpha. 00:05 in Tbilisi is 20:05 UTC of the day before: it must count for today.
    await addVisit(4, alphaId, today, '00:05');
    await addVisit(4, alphaId, today, '00:05');
    await addVisit(4, alphaId, minusDays(today, 3), '12:00');
    await addVisit(4, alphaId, minusDays(today, 6), '00:00'); // first day of the week
    await addVisit(4, alphaId, minusDays(today, 7), '23:59'); // before the week, inside the month
    await addVisit(4, alphaId, minusDays(today, 29), '00:00'); // first day of the 30
    await addVisit(4, alphaId, minusDays(today, 30), '23:59'); // before the 30 days, inside the year
    await addVisit(4, alphaId, monthStart(today, 11), '00:00'); // first day of the year's first month
    await addVisit(4, alphaId, minusDays(monthStart(today, 11), 1), '23:59'); // before the 12 months
    // Vacancy visits of alpha.
    await addVisit(5, alphaId, today, '09:30', alphaVacancyId);
    await addVisit(5, alphaId, minusDays(today, 1), '23:59', alphaVacancyId);
    // Not alpha's profile or vacancy visits: other pages, another company, no company.
    await addVisit(2, alphaId, today, '10:00');
    await addVisit(1, null, today, '10:00');
    const [{ id: unclaimed }] = await t.db.query(
      `INSERT INTO company (name, transformed_name) VALUES ('Unclaimed', 'unclaimed') RETURNING id`,
    );
    await addVisit(4, unclaimed, today, '10:00');
  });

  it('gives the last 7 days by day in Georgia, zero-filled, with totals', async () => {
    const week = await statistics('week');
    const days = Array.from({ length: 7 }, (_, i) => minusDays(today, 6 - i));
    expect(week).toMatchObject({ period: 'week', from: days[0], to: today });
    expect(Object.keys(week.series)).toEqual(['profileVisits', 'vacancyVisits', 'applications']);
    for (const series of Object.values(week.series) as { date: string }[][])
      expect(series.map((p) => p.date)).toEqual(days);
    expect(week.series.profileVisits.map((p: { count: number }) => p.count)).toEqual([1, 0, 0, 1, 0, 0, 2]);
    expect(week.series.vacancyVisits.map((p: { count: number }) => p.count)).toEqual([0, 0, 0, 0, 0, 1, 1]);
    expect(week.series.applications.every((p: { count: number }) => p.count === 0)).toBe(true);
    expect(week.totals).toEqual({ profileVisits: 4, vacancyVisits: 2, applications: 0 });
  });

  it('gives the last 30 days by day', async () => {
    const month = await statistics('month');
    expect(month).toMatchObject({ period: 'month', from: minusDays(today, 29), to: today });
    expect(month.series.profileVisits).toHaveLength(30);
    expect(month.series.profileVisits[0]).toEqual({ date: minusDays(today, 29), count: 1 });
    expect(countsOf(month.series.profileVisits)).toEqual({
      [minusDays(today, 29)]: 1,
      [minusDays(today, 7)]: 1,
      [minusDays(today, 6)]: 1,
      [minusDays(today, 3)]: 1,
      [today]: 2,
    });
    expect(month.series.applications).toHaveLength(30);
    expect(month.totals).toEqual({ profileVisits: 6, vacancyVisits: 2, applications: 0 });
  });

  it('gives the last 12 months by month, each named by its first day', async () => {
    const year = await statistics('YEAR');
    const months = Array.from({ length: 12 }, (_, i) => monthStart(today, 11 - i));
    expect(year).toMatchObject({ period: 'year', from: months[0], to: today });
    expect(year.series.profileVisits.map((p: { date: string }) => p.date)).toEqual(months);
    // Every profile visit inside the year, grouped by the month of its day in Georgia.
    const expected: Record<string, number> = {};
    for (const day of [
      today,
      today,
      minusDays(today, 3),
      minusDays(today, 6),
      minusDays(today, 7),
      minusDays(today, 29),
      minusDays(today, 30),
      months[0],
    ]) {
      const month = `${day.slice(0, 7)}-01`;
      expected[month] = (expected[month] ?? 0) + 1;
    }
    expect(countsOf(year.series.profileVisits)).toEqual(expected);
    expect(year.totals).toEqual({ profileVisits: 8, vacancyVisits: 2, applications: 0 });
    expect(year.series.applications.map((p: { count: number }) => p.count)).toEqual(Array(12).fill(0));
  });

  it('shows a company only its own: another company sees its own zeros', async () => {
    const week = await statistics('week', beta);
    expect(week.totals).toEqual({ profileVisits: 0, vacancyVisits: 0, applications: 0 });
    expect(week.series.profileVisits).toHaveLength(7);
    expect(week.series.profileVisits.every((p: { count: number }) => p.count === 0)).toBe(true);
  });

  it('lets a view-as session of the company read it', async () => {
    const session = await viewAsSession(alpha);
    expect((await statistics('week', session)).totals).toEqual({ profileVisits: 4, vacancyVisits: 2, applications: 0 });
  });

  it('answers 400 for a missing or unknown period, in the request language', async () => {
    for (const period of ['day', '1', '']) {
      const errors = errorsOf(
        await t.http.get('/api/Company/GetCompanyStatistics').query({ period }).set(bearer(alpha)),
        400,
      );
      expect(errors).toEqual({ period: ['The period must be week, month or year'] });
    }
    errorsOf(await t.http.get('/api/Company/GetCompanyStatistics').set(bearer(alpha)), 400);
    const georgian = errorsOf(
      await t.http
        .get('/api/Company/GetCompanyStatistics')
        .query({ period: 'decade' })
        .set(bearer(alpha))
        .set('Accept-Language', 'ka'),
      400,
    );
    expect(georgian.period[0]).toMatch(GEORGIAN);
  });

  it('is for company accounts only: 401 for visitors, 403 for talents and staff', async () => {
    errorsOf(await t.http.get('/api/Company/GetCompanyStatistics').query({ period: 'week' }), 401);
    expect(
      errorsOf(await t.http.get('/api/Company/GetCompanyStatistics').query({ period: 'week' }).set(bearer(talent)), 403)
        ._,
    ).toEqual(['You do not have permission to do this']);
    const georgian = errorsOf(
      await t.http
        .get('/api/Company/GetCompanyStatistics')
        .query({ period: 'week' })
        .set(bearer(talent))
        .set('Accept-Language', 'ka'),
      403,
    );
    expect(georgian._[0]).toMatch(GEORGIAN);
    errorsOf(
      await t.http
        .get('/api/Company/GetCompanyStatistics')
        .query({ period: 'week' })
        .set(bearer(await signInStaff(t))),
      403,
    );
  });
});
