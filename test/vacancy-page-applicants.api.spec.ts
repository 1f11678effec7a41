import { ApplicationStatus } from '../shared/enums.js';
import { bearer, PASSWORD, type SignedUp, signInStaff, signUpCompany, signUpTalent } from './support/accounts.js';
import { dataOf } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { vacancySeeder } from './support/vacancy-seed.js';

/**
 * Issue 22: the vacancy page tells how many applied as Djinni and LinkedIn do, exact below 25,
 * then "25+", "50+", ... (applicant-count.ts), and shows the company's card. The exact figure above
 * 25 is never in a public answer, whoever asks.
 */
let t: TestApp;
const { loadDictionary, insertVacancy, insertCompany } = vacancySeeder(() => t);

let owner: SignedUp;
let talent: SignedUp;
let staff: SignedUp;
let companyId: number;
let applicantSerial = 0;

beforeAll(async () => {
  t = await startTestApp();
  await loadDictionary();
  owner = await signUpCompany(t, 'Counting Software');
  talent = await signUpTalent(t);
  staff = await signInStaff(t);
  [{ id: companyId }] = await t.db.query(
    'SELECT c.id FROM company c JOIN account a ON a.id = c.account_id WHERE a.email = $1',
    [owner.email],
  );
});
afterAll(() => t.close());

const getVacancy = (vacancyId: number) => t.http.get('/api/Vacancy/GetVacancy').query({ vacancyId });
const applicantsOf = async (vacancyId: number, who?: SignedUp) => {
  const request = getVacancy(vacancyId);
  return dataOf(await (who ? request.set(bearer(who)) : request)).applicants;
};

/** `count` talents (accounts straight into the table) who applied to the vacancy. */
async function addApplications(vacancyId: number, count: number, status = ApplicationStatus.New): Promise<number[]> {
  const accounts: { id: number }[] = await t.db.query(
    `INSERT INTO account (email, account_kind, full_name)
     SELECT 'applicant.' || ($1 + g) || '@example.ge', 1, 'Applicant ' || ($1 + g) FROM generate_series(1, $2) g RETURNING id`,
    [applicantSerial, count],
  );
  applicantSerial += count;
  await t.db.query(
    `INSERT INTO application (vacancy_id, account_id, full_name, email, phone, cv_file_key, cv_file_name, cv_content_type, status)
     SELECT $1, a.id, a.full_name, a.email, '+995 555 123 456', 'cv/x', 'cv.pdf', 'application/pdf', $3 FROM account a WHERE a.id = ANY($2::int[])`,
    [vacancyId, accounts.map((row) => row.id), status],
  );
  return accounts.map((row) => Number(row.id));
}

const vacancyWith = async (applications: number, title = `Role with ${applications}`) => {
  const vacancyId = await insertVacancy({ companyId, title });
  if (applications > 0) await addApplications(vacancyId, applications);
  return vacancyId;
};

describe('GET /api/Vacancy/GetVacancy: applicants', () => {
  it('answers 0 for a vacancy nobody applied to', async () => {
    expect(await applicantsOf(await vacancyWith(0))).toEqual({ count: 0, orMore: false });
  });

  it.each([
    [3, { count: 3, orMore: false }],
    [24, { count: 24, orMore: false }],
    [25, { count: 25, orMore: true }],
    [26, { count: 25, orMore: true }],
    [51, { count: 50, orMore: true }],
  ])('answers %i applications as %j', async (applications, expected) => {
    expect(await applicantsOf(await vacancyWith(applications))).toEqual(expected);
  });

  it('answers the same step to the visitor, a talent, the owning company and staff: the exact figure above 25 is in no answer', async () => {
    const vacancyId = await vacancyWith(37, 'Thirty-seven applicants');
    for (const who of [undefined, talent, owner, staff]) {
      for (const language of ['en', 'ka']) {
        const request = getVacancy(vacancyId).set('Accept-Language', language);
        const response = await (who ? request.set(bearer(who)) : request);
        expect(dataOf(response).applicants).toEqual({ count: 25, orMore: true });
        // Timestamps left out: a minute or a second may read 37.
        const withoutTimes = response.text.replace(/"\d{4}-\d{2}-\d{2}T[\d:.]+Z"/g, '""');
        expect(withoutTimes).not.toMatch(/\b37\b/);
      }
    }
  });

  it('counts applications whatever their status, the rejected too: they applied', async () => {
    const vacancyId = await vacancyWith(2);
    await addApplications(vacancyId, 1, ApplicationStatus.Rejected);
    await addApplications(vacancyId, 1, ApplicationStatus.Hired);
    expect(await applicantsOf(vacancyId)).toEqual({ count: 4, orMore: false });
  });

  it('stops counting an application whose talent deleted their account (there is no other way to withdraw one)', async () => {
    const vacancyId = await vacancyWith(24);
    const leaving = await signUpTalent(t);
    const [{ id: leavingId }] = await t.db.query('SELECT id FROM account WHERE email = $1', [leaving.email]);
    await t.db.query(
      `INSERT INTO application (vacancy_id, account_id, full_name, email, phone, cv_file_key, cv_file_name, cv_content_type)
       VALUES ($1, $2, 'Leaving Talent', $3, '+995 555 123 456', 'cv/x', 'cv.pdf', 'application/pdf')`,
      [vacancyId, leavingId, leaving.email],
    );
    expect(await applicantsOf(vacancyId)).toEqual({ count: 25, orMore: true });
    dataOf(await t.http.post('/api/Account/DeleteCompanyOrTalent').set(bearer(leaving)).send({ password: PASSWORD }));
    expect(await applicantsOf(vacancyId)).toEqual({ count: 24, orMore: false });
  });

  it('says 25+ on an ended vacancy with as many applicants too', async () => {
    const vacancyId = await vacancyWith(30);
    await t.db.query(`UPDATE vacancy SET deadline = now() - interval '1 day' WHERE id = $1`, [vacancyId]);
    expect(dataOf(await getVacancy(vacancyId))).toMatchObject({
      isExpired: true,
      applicants: { count: 25, orMore: true },
    });
  });
});

describe("GET /api/Vacancy/GetVacancy: the company's card", () => {
  it('carries the team size, the rating of approved reviews, the taglines and the verified mark', async () => {
    const cardCompany = await insertCompany('Card Labs', 'card-labs', 'We make cards');
    await t.db.query(`UPDATE company SET tagline_ge = 'ბარათებს ვაკეთებთ', team_size = '11-50' WHERE id = $1`, [
      cardCompany,
    ]);
    const authors = await addApplications(await vacancyWith(0, 'Author pool'), 3);
    await t.db.query(
      `INSERT INTO company_review (company_id, author_account_id, rating, headline, description, visibility, status)
       VALUES ($1, $2, 5, 'Good', 'Good', 1, 2), ($1, $3, 4, 'Fine', 'Fine', 1, 2), ($1, $4, 1, 'Pending', 'Not approved', 1, 1)`,
      [cardCompany, ...authors],
    );
    const vacancyId = await insertVacancy({ companyId: cardCompany, title: 'Card Designer' });
    const detail = dataOf(await getVacancy(vacancyId).set('Accept-Language', 'ka'));
    expect(detail.company).toMatchObject({
      id: cardCompany,
      name: 'Card Labs',
      transformedName: 'card-labs',
      isVerified: true,
      tagline: 'We make cards',
      taglineGe: 'ბარათებს ვაკეთებთ',
      teamSize: '11-50',
      companyRate: 4.5,
      reviewCount: 2,
      profileImageUrl: '/static/demo/logos/card-labs.svg',
    });
  });

  it('says no rating and no team size for a company without them', async () => {
    const detail = dataOf(await getVacancy(await vacancyWith(0, 'Plain company role')));
    expect(detail.company).toMatchObject({ teamSize: null, companyRate: null, reviewCount: 0 });
  });
});

describe('GET /api/Vacancy/GetVacancy: applicants under the public answer cache', () => {
  let cached: TestApp;
  afterAll(() => cached?.close());

  it('shows a new application once the kept answer expires (READ_CACHE_SECONDS), never a count kept for ever', async () => {
    cached = await startTestApp({ READ_CACHE_SECONDS: '1' });
    const [{ id: company }] = await cached.db.query(
      `INSERT INTO company (name, transformed_name) VALUES ('Cache Co', 'cache-co') RETURNING id`,
    );
    const [{ id: vacancyId }] = await cached.db.query(
      `INSERT INTO vacancy (company_id, title, status, approval, published_at, deadline) VALUES ($1, 'Cached Role', 1, 2, now(), now() + interval '30 days') RETURNING id`,
      [company],
    );
    const read = async () => dataOf(await cached.http.get('/api/Vacancy/GetVacancy').query({ vacancyId })).applicants;
    expect(await read()).toEqual({ count: 0, orMore: false });
    // The answer is kept: an application made now shows when it expires.
    expect((await cached.http.get('/api/Vacancy/GetVacancy').query({ vacancyId })).headers['server-timing']).toBe(
      'cache;desc="hit"',
    );
    const [{ id: accountId }] = await cached.db.query(
      `INSERT INTO account (email, account_kind, full_name) VALUES ('late@example.ge', 1, 'Late') RETURNING id`,
    );
    await cached.db.query(
      `INSERT INTO application (vacancy_id, account_id, full_name, email, phone, cv_file_key, cv_file_name, cv_content_type)
       VALUES ($1, $2, 'Late', 'late@example.ge', '+995 555 123 456', 'cv/x', 'cv.pdf', 'application/pdf')`,
      [vacancyId, accountId],
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await read()).toEqual({ count: 1, orMore: false });
  });
});
