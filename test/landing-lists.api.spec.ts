import { VacancyStatus } from '../shared/enums.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DAY = "interval '1 day'";

describe('Landing-page lists', () => {
  let t: TestApp;
  let companyId: number;

  beforeAll(async () => {
    t = await startTestApp();
    [{ id: companyId }] = await t.db.query(
      `INSERT INTO company (name, transformed_name, is_verified, verified_date, created_at)
       VALUES ('Old Firm', 'old-firm', false, null, now() - 10 * ${DAY}) RETURNING id`,
    );
    await t.db.query(
      `INSERT INTO company (name, transformed_name, small_profile_image_url, is_verified, verified_date, created_at)
       VALUES ('Fresh Labs', 'fresh-labs', '/static/x.svg', true, now(), now())`,
    );
    const [tbilisi] = await t.db.query(`SELECT id FROM dictionary_item WHERE type = 2 AND name = 'Tbilisi'`);
    const insert = (
      title: string,
      status: VacancyStatus,
      publishedDaysAgo: number,
      deadline: string,
      showSalary = false,
    ) =>
      t.db.query(
        `INSERT INTO vacancy (company_id, title, title_ge, status, city_id, salary_min, salary_max, currency, show_salary,
           published_at, deadline)
         VALUES ($1, $2, $3, $4, $5, 3000, 5000, 1, $6, now() - $7 * ${DAY}, ${deadline})`,
        [companyId, title, `${title} (ქართ.)`, status, tbilisi.id, showSalary, publishedDaysAgo],
      );
    await insert('Older open', VacancyStatus.Active, 5, `now() + 30 * ${DAY}`, true);
    await insert('Newest open', VacancyStatus.Active, 1, 'null');
    await insert('Past its deadline', VacancyStatus.Active, 0, `now() - ${DAY}`);
    await insert('Ended', VacancyStatus.Ended, 0, `now() + ${DAY}`);
    await insert('Draft', VacancyStatus.Draft, 0, `now() + ${DAY}`);
  });
  afterAll(() => t.close());

  describe('GET /api/Vacancy/GetLatestVacancies', () => {
    it('lists only open vacancies, newest first, with company and city in both languages', async () => {
      const page = dataOf(await t.http.get('/api/Vacancy/GetLatestVacancies'));
      expect(page).toMatchObject({ totalCount: 2, page: 1, pageSize: 6 });
      expect(page.items.map((v: any) => v.title)).toEqual(['Newest open', 'Older open']);
      expect(page.items[0]).toMatchObject({
        titleGE: expect.stringMatching(GEORGIAN),
        city: { name: 'Tbilisi', nameGE: 'თბილისი' },
        company: { id: companyId, name: 'Old Firm', transformedName: 'old-firm', isVerified: false },
        salary: null,
      });
      expect(page.items[1].salary).toEqual({ min: 3000, max: 5000, currency: 1 });
    });

    it('takes pageSize case-insensitively', async () => {
      const page = dataOf(await t.http.get('/api/vacancy/getlatestvacancies?PageSize=1'));
      expect(page).toMatchObject({ totalCount: 2, pageSize: 1 });
      expect(page.items).toHaveLength(1);
    });

    it.each([
      'pageSize=0',
      'pageSize=37',
      'pageSize=abc',
      'pageSize=1.5',
      'pageSize=99999999999999999999',
      'pageSize=1&pageSize=2',
    ])('answers 400 in the request language for %s', async (query) => {
      const errors = errorsOf(
        await t.http.get(`/api/Vacancy/GetLatestVacancies?${query}`).set('Accept-Language', 'ka'),
        400,
      );
      expect(errors.pageSize[0]).toMatch(GEORGIAN);
    });
  });

  describe('GET /api/Company/GetNewCompanies', () => {
    it('lists companies newest first as company list items', async () => {
      const page = dataOf(await t.http.get('/api/Company/GetNewCompanies'));
      expect(page).toMatchObject({ totalCount: 2, page: 1, pageSize: 6 });
      expect(page.items[0]).toEqual({
        id: expect.any(Number),
        name: 'Fresh Labs',
        transformedName: 'fresh-labs',
        smallProfileImageUrl: '/static/x.svg',
        isVerified: true,
        isClaimingNecessary: false,
        verifiedDate: expect.any(String),
      });
      expect(page.items[1].name).toBe('Old Firm');
    });

    it('answers 400 with an English message for a bad pageSize', async () => {
      const errors = errorsOf(
        await t.http.get('/api/Company/GetNewCompanies?pageSize=-3').set('Accept-Language', 'en'),
        400,
      );
      expect(errors.pageSize[0]).toMatch(/pageSize/);
    });
  });
});
