import { VacancyApproval, VacancyStatus } from '../shared/enums.js';
import { bearer, signUpCompany, signUpTalent } from './support/accounts.js';
import { dataOf, errorsOf, GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const DAY = "interval '1 day'";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Partner {
  id: number;
  name: string;
  transformedName: string;
  profileImageUrl: string;
}

/** A company straight into the table; `logo` null for none. */
async function insertCompany(
  t: TestApp,
  name: string,
  verified: boolean,
  logo: string | null = `/static/demo/logos/${name}.svg`,
): Promise<number> {
  const [{ id }] = await t.db.query(
    `INSERT INTO company (name, transformed_name, is_verified, verified_date, profile_image_url, small_profile_image_url)
     VALUES ($1, $2, $3, $4, $5, $5) RETURNING id`,
    [name, name.toLowerCase().replace(/\s+/g, '-'), verified, verified ? new Date() : null, logo],
  );
  return id;
}

async function insertVacancies(
  t: TestApp,
  companyId: number,
  count: number,
  status = VacancyStatus.Active,
  deadline = `now() + 30 * ${DAY}`,
) {
  for (let n = 0; n < count; n++) {
    await t.db.query(
      `INSERT INTO vacancy (company_id, title, status, approval, published_at, deadline)
       VALUES ($1, $2, $3, $4, now(), ${deadline})`,
      [companyId, `Vacancy ${n}`, status, VacancyApproval.Approved],
    );
  }
}

describe('GET /api/Company/GetPartnerCompanies', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
    await insertCompany(t, 'Alpha Verified', true);
    await insertVacancies(t, await insertCompany(t, 'Busy Unverified', false), 2);
    const quiet = await insertCompany(t, 'Calm Unverified', false);
    await insertVacancies(t, quiet, 1);
    // Ended, past their deadline, or waiting for approval: none of these counts as open.
    await insertVacancies(t, quiet, 3, VacancyStatus.Ended);
    await insertVacancies(t, quiet, 3, VacancyStatus.Active, `now() - ${DAY}`);
    await insertVacancies(t, await insertCompany(t, 'Faraway Verified', true), 3);
    await insertVacancies(t, await insertCompany(t, 'Logoless Verified', true, null), 5);
    await insertVacancies(t, await insertCompany(t, 'Blank Logo', false, '  '), 5);
  });
  afterAll(() => t.close());

  it('lists companies with a logo, verified first, then by open vacancies, in the contract shape', async () => {
    const partners = dataOf<Partner[]>(await t.http.get('/api/Company/GetPartnerCompanies'));
    expect(partners.map((partner) => partner.name)).toEqual([
      'Faraway Verified',
      'Alpha Verified',
      'Busy Unverified',
      'Calm Unverified',
    ]);
    expect(partners[0]).toEqual({
      id: expect.any(Number),
      name: 'Faraway Verified',
      transformedName: 'faraway-verified',
      profileImageUrl: '/static/demo/logos/Faraway Verified.svg',
    });
  });

  it('takes at most `take` companies, the key matched case-insensitively', async () => {
    const partners = dataOf<Partner[]>(await t.http.get('/api/company/getpartnercompanies?Take=2'));
    expect(partners.map((partner) => partner.name)).toEqual(['Faraway Verified', 'Alpha Verified']);
    expect(dataOf<Partner[]>(await t.http.get('/api/Company/GetPartnerCompanies?take=30'))).toHaveLength(4);
  });

  it('includes a company that signed up with its logo', async () => {
    const company = await signUpCompany(t, 'Signed Logo Labs');
    const partners = dataOf<Partner[]>(await t.http.get('/api/Company/GetPartnerCompanies').set(bearer(company)));
    const signed = partners.find((partner) => partner.name === 'Signed Logo Labs');
    expect(signed?.profileImageUrl).toMatch(/^\/api\/Files\/Images\/.+\.webp$/);
    expect(signed?.transformedName).toBe('signed-logo-labs');
  });

  it('is public: visitors, talents and companies all get it', async () => {
    const talent = await signUpTalent(t);
    const company = await signUpCompany(t, 'Another Partner');
    for (const request of [
      t.http.get('/api/Company/GetPartnerCompanies'),
      t.http.get('/api/Company/GetPartnerCompanies').set(bearer(talent)),
      t.http.get('/api/Company/GetPartnerCompanies').set(bearer(company)),
    ]) {
      expect(dataOf<Partner[]>(await request).length).toBeGreaterThan(0);
    }
  });

  it.each(['take=0', 'take=31', 'take=-1', 'take=abc', 'take=1.5', 'take=99999999999999999999', 'take=1&take=2'])(
    'answers 400 in Georgian for %s',
    async (query) => {
      const errors = errorsOf(
        await t.http.get(`/api/Company/GetPartnerCompanies?${query}`).set('Accept-Language', 'ka'),
        400,
      );
      expect(errors.take[0]).toMatch(GEORGIAN);
    },
  );

  it('answers 400 in English naming the field and the limit', async () => {
    const errors = errorsOf(
      await t.http.get('/api/Company/GetPartnerCompanies?take=31').set('Accept-Language', 'en'),
      400,
    );
    expect(errors.take).toEqual(['take must not be greater than 30']);
    const zero = errorsOf(
      await t.http.get('/api/Company/GetPartnerCompanies?take=0').set('Accept-Language', 'en'),
      400,
    );
    expect(zero.take).toEqual(['take must not be less than 1']);
  });
});

describe('GET /api/Company/GetPartnerCompanies with the read cache on', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ READ_CACHE_SECONDS: '1' });
    await insertCompany(t, 'First Partner', true);
  });
  afterAll(() => t.close());

  it('answers from memory until the entry expires', async () => {
    const names = async () =>
      dataOf<Partner[]>(await t.http.get('/api/Company/GetPartnerCompanies')).map((partner) => partner.name);
    expect(await names()).toEqual(['First Partner']);
    await insertCompany(t, 'Second Partner', true);
    expect(await names()).toEqual(['First Partner']);
    await sleep(1100);
    expect(await names()).toEqual(['First Partner', 'Second Partner']);
  });
});

describe('the /partners page as the server serves it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://techboard.example' });
  });
  afterAll(() => t.close());

  it.each(['/partners', '/Partners', '/PARTNERS/'])('serves %s with the partners head', async (path) => {
    const [seo] = await t.db.query(`SELECT title_en FROM seo_detail WHERE page_kind = 'partners'`);
    expect(seo.title_en).toMatch(/Hire Tech Talent/);
    const page = await t.http.get(path).set('Accept-Language', 'en');
    expect(page.status).toBe(200);
    expect(page.text).toContain(`<title>${seo.title_en}</title>`);
    expect(page.text).toContain('<div id="root">');
  });

  it('lists /partners once in the sitemap', async () => {
    const sitemap = await t.http.get('/sitemap.xml');
    expect(sitemap.text.match(/<loc>https:\/\/techboard\.example\/partners<\/loc>/gi)).toHaveLength(1);
  });

  it('offers the partners SEO texts in both languages', async () => {
    const [details] = (await t.http.get('/api/Common/GetSeoDetails?pageKind=partners')).body.data;
    expect(details).toMatchObject({
      pageKind: 'partners',
      titleEn: expect.stringMatching(/TechBoard\.ge/),
      titleGe: expect.stringMatching(GEORGIAN),
    });
  });
});
