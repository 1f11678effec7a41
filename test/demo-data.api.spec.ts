import { SalaryInsightsJob } from '../src/modules/salaries/salary-insights.job.js';
import { dataOf } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ DEMO_DATA: 'always' });
});
afterAll(() => t.close());

describe('demo data', () => {
  it('gives the salary insights figures (issue 25): a few technologies from vacancies, and the consenting talents', async () => {
    // The tests' app runs no scheduler: the start-up run is the job's, called here as it would be.
    await t.app.get(SalaryInsightsJob, { strict: false }).run();
    const view = dataOf(await t.http.get('/api/Salaries/GetSalaryInsights'));
    expect(view.figure.vacancies.sourceCount).toBeGreaterThanOrEqual(5);
    expect(view.figure.talents.sourceCount).toBeGreaterThanOrEqual(5);
    const withVacancies = view.byTechnology.filter((row: { vacancies: unknown }) => row.vacancies !== null);
    expect(withVacancies.length).toBeGreaterThanOrEqual(3);
  });

  it('has a dozen companies with full profiles, contact cards and rated reviews', async () => {
    const list = dataOf(await t.http.get('/api/Company/searchCompanies').query({ pageSize: 100 }));
    expect(list.totalCount).toBe(12);
    const rated = list.items.filter((company: { companyRate: number | null }) => company.companyRate !== null);
    expect(rated.length).toBeGreaterThanOrEqual(6);
    const [{ missing }] = await t.db.query(
      `SELECT count(*)::int AS missing FROM company c
       WHERE c.is_claiming_necessary = false AND NOT EXISTS (SELECT 1 FROM company_contact k WHERE k.company_id = c.id)`,
    );
    expect(missing).toBe(0);
    const [{ pending }] = await t.db.query('SELECT count(*)::int AS pending FROM company_review WHERE status = 1');
    expect(pending).toBeGreaterThan(0);
  });

  it('has about sixty vacancies in every state; the demo company sees each of its lists filled and the public no vacancy in review', async () => {
    const [counts] = await t.db.query(
      `SELECT count(*)::int AS total,
              count(*) FILTER (WHERE status = 1 AND approval = 2)::int AS open,
              count(*) FILTER (WHERE status = 2)::int AS ended,
              count(*) FILTER (WHERE status = 3)::int AS drafts,
              count(*) FILTER (WHERE approval = 1)::int AS pending,
              count(*) FILTER (WHERE approval = 3)::int AS rejected,
              count(*) FILTER (WHERE status <> 3 AND deadline <> published_at + make_interval(months => deadline_months))::int AS off_deadline,
              count(*) FILTER (WHERE status = 1 AND deadline <= now())::int AS expired
         FROM vacancy`,
    );
    expect(counts.total).toBeGreaterThanOrEqual(55);
    expect(counts).toMatchObject({ off_deadline: 0, expired: 0 });
    for (const key of ['open', 'ended', 'drafts', 'pending', 'rejected'])
      expect([key, counts[key] > 0]).toEqual([key, true]);
    expect(dataOf(await t.http.get('/api/Common/GetIndexPageCount')).activeVacancyCount).toBe(counts.open);

    const { token } = dataOf(
      await t.http.post('/api/Account/SignIn').send({ email: 'company@demo.techboard.ge', password: 'Company#2026' }),
    );
    for (const type of [1, 2, 3]) {
      const list = dataOf(
        await t.http
          .get('/api/Vacancy/GetAuthorizeCompanyVacancies')
          .query({ Type: type })
          .set('Authorization', `Bearer ${token}`),
      );
      expect([type, list.totalCount > 0]).toEqual([type, true]);
    }
  });

  it("gives the demo company's statistics some visits", async () => {
    const { token } = dataOf(
      await t.http.post('/api/Account/SignIn').send({ email: 'company@demo.techboard.ge', password: 'Company#2026' }),
    );
    const stats = dataOf(
      await t.http
        .get('/api/Company/GetCompanyStatistics')
        .query({ period: 'month' })
        .set('Authorization', `Bearer ${token}`),
    );
    expect(stats.totals.profileVisits).toBeGreaterThan(0);
    expect(stats.totals.vacancyVisits).toBeGreaterThan(0);
  });
});
