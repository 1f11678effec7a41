import { VacancyApproval, VacancyStatus } from '../shared/enums.js';
import { dataOf } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Vacancy searches count five hundred matches past the page and say when they stopped. */
let t: TestApp;
const MATCHING = 600;

beforeAll(async () => {
  t = await startTestApp();
  const [{ id: companyId }] = await t.db.query(
    `INSERT INTO company (name, transformed_name) VALUES ('Striped Works', 'striped-works') RETURNING id`,
  );
  await t.db.query(
    `INSERT INTO vacancy (company_id, title, status, approval, published_at, deadline)
     SELECT $1, 'Zebra Developer ' || g, $2, $3, now() - g * interval '1 minute', now() + interval '30 days' FROM generate_series(1, $4) g`,
    [companyId, VacancyStatus.Active, VacancyApproval.Approved, MATCHING],
  );
  await t.db.query(
    `INSERT INTO vacancy (company_id, title, status, approval, published_at, deadline)
     VALUES ($1, 'Lonely Engineer', $2, $3, now(), now() + interval '30 days')`,
    [companyId, VacancyStatus.Active, VacancyApproval.Approved],
  );
});
afterAll(() => t.close());

type Counted = { items: unknown[]; totalCount: number; totalCountCapped: boolean };
const search = async (query: string): Promise<Counted> =>
  dataOf(await t.http.get(`/api/Vacancy/SearchVacancies?${query}`));

describe('search counts', () => {
  it('are exact up to five hundred past the page', async () => {
    expect(await search('searchTerm=lonely')).toMatchObject({ totalCount: 1, totalCountCapped: false });
    const last = await search(`searchTerm=zebra&page=17`);
    expect(last).toMatchObject({ totalCount: MATCHING, totalCountCapped: false });
    expect(last.items).toHaveLength(MATCHING - 16 * 36);
  });

  it('stop there and say so', async () => {
    expect(await search('searchTerm=zebra')).toMatchObject({ totalCount: 500, totalCountCapped: true });
    expect(await search('')).toMatchObject({ totalCount: 500, totalCountCapped: true });
    expect(await search('searchTerm=zebra&page=2')).toMatchObject({ totalCount: 536, totalCountCapped: true });
    const smart = dataOf<{ vacancies: Counted }>(await t.http.get('/api/Search/GetSmartSearch?SearchTerm=zebra'));
    expect(smart.vacancies).toMatchObject({ totalCount: 100, totalCountCapped: true });
    expect(smart.vacancies.items).toHaveLength(5);
  });
});
