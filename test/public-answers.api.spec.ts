import { DictionaryType, VacancyApproval, VacancyStatus } from '../shared/enums.js';
import { bearer, signInStaff, type SignedUp, signUpTalent } from './support/accounts.js';
import { dataOf } from './support/envelope.js';
import { twoAppsSharingRedis } from './support/shared-redis.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 21: the API reads that are the same for every visitor are kept (PublicResponseCache), in
 * memory or, with REDIS_URL, in Redis for every process; browsers and CDNs are told they may keep
 * them, and never an answer made for a signed-in account.
 */
const REDIS_URL = 'redis://127.0.0.1:6379/9';
const HIT = 'cache;desc="hit"';
const HERO = {
  titleEN: 'A changed hero',
  titleGE: 'შეცვლილი',
  textEN: 'Text.',
  textGE: 'ტექსტი.',
  imageUrl: '/static/hero.svg',
};

type Search = { items: { id: number; title: string }[]; totalCount: number };

async function seedVacancy(app: TestApp, title: string, titleGe: string | null = null): Promise<number> {
  const [{ id: companyId }] = await app.db.query(
    `INSERT INTO company (name, transformed_name) VALUES ($1, $2) RETURNING id`,
    [`${title} Co`, `${title.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}`],
  );
  const [{ id }] = await app.db.query(
    `INSERT INTO vacancy (company_id, title, title_ge, status, approval, published_at, deadline)
     VALUES ($1, $2, $3, $4, $5, now(), now() + interval '30 days') RETURNING id`,
    [companyId, title, titleGe, VacancyStatus.Active, VacancyApproval.Approved],
  );
  return Number(id);
}

const search = (app: TestApp, term: string) =>
  app.http.get(`/api/Vacancy/SearchVacancies?searchTerm=${encodeURIComponent(term)}`);
const titlesOf = (response: { body: unknown }) => dataOf<Search>(response as never).items.map((item) => item.title);

describe('public answers in one process (memory)', () => {
  let t: TestApp;
  let staff: SignedUp;
  let talent: SignedUp;
  let vacancyId: number;
  beforeAll(async () => {
    t = await startTestApp({ READ_CACHE_SECONDS: '600' });
    vacancyId = await seedVacancy(t, 'Quokka Engineer', 'კვოკა ინჟინერი');
    staff = await signInStaff(t);
    talent = await signUpTalent(t);
  });
  afterAll(() => t.close());

  it('keeps an anonymous search, lets browsers and CDNs keep it too, and answers a revalidation with 304', async () => {
    const first = await search(t, 'Quokka').expect(200);
    expect(titlesOf(first)).toEqual(['Quokka Engineer']);
    expect(first.headers['cache-control']).toBe('public, max-age=600');
    expect(first.headers.vary).toMatch(/Accept-Language/);
    expect(first.headers.vary).toMatch(/Authorization/);
    expect(first.headers['server-timing']).toBeUndefined();
    expect(first.headers.etag).toBeTruthy();

    const second = await search(t, 'Quokka').expect(200);
    expect(second.headers['server-timing']).toBe(HIT);
    expect(second.body).toEqual(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['cache-control']).toMatch(/^public, max-age=(600|599|598)$/);

    const revalidated = await search(t, 'Quokka').set('If-None-Match', first.headers.etag!);
    expect(revalidated.status).toBe(304);
    expect(revalidated.text ?? '').toBe('');
  });

  it('keeps the vacancy and company pages per language', async () => {
    const page = (language: string) =>
      t.http.get(`/api/Vacancy/GetVacancy?vacancyId=${vacancyId}`).set('Accept-Language', language).expect(200);
    const english = await page('en');
    const georgian = await page('ka');
    expect(georgian.headers['server-timing']).toBeUndefined();
    expect(dataOf<{ id: number }>(georgian).id).toBe(vacancyId);
    expect(english.headers['cache-control']).toBe('public, max-age=600');
    expect((await page('en')).headers['server-timing']).toBe(HIT);
    expect((await page('ka')).headers['server-timing']).toBe(HIT);

    const [{ company_id: companyId }] = await t.db.query('SELECT company_id FROM vacancy WHERE id = $1', [vacancyId]);
    const details = () => t.http.get(`/api/Company/GetCompanyDetails?companyId=${companyId}`).expect(200);
    expect((await details()).headers['cache-control']).toBe('public, max-age=600');
    expect((await details()).headers['server-timing']).toBe(HIT);
  });

  it('answers a signed-in search afresh, telling the browser to keep nothing', async () => {
    await search(t, 'Quokka').expect(200);
    await t.db.query(`UPDATE vacancy SET title = 'Quokka Lead Engineer' WHERE id = $1`, [vacancyId]);
    const signedIn = await search(t, 'Quokka').set(bearer(talent)).expect(200);
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect(signedIn.headers['server-timing']).toBeUndefined();
    expect(titlesOf(signedIn)).toEqual(['Quokka Lead Engineer']);
    // The visitor still gets the kept answer: the row changed behind the application's back.
    expect(titlesOf(await search(t, 'Quokka').expect(200))).toEqual(['Quokka Engineer']);
  });

  it('drops every kept answer once a change through the API has succeeded, and not after a failed one', async () => {
    await search(t, 'Quokka').expect(200);
    await t.http.post('/api/Admin/UpdateHero').set(bearer(staff)).send({ titleEN: '' }).expect(400);
    expect((await search(t, 'Quokka').expect(200)).headers['server-timing']).toBe(HIT);

    await t.http.post('/api/Admin/UpdateHero').set(bearer(staff)).send(HERO).expect(200);
    const fresh = await search(t, 'Quokka').expect(200);
    expect(fresh.headers['server-timing']).toBeUndefined();
    expect(titlesOf(fresh)).toEqual(['Quokka Lead Engineer']);
    const hero = await t.http.get('/api/BackOfficeStaticData/GetHeroTextImage').expect(200);
    expect(JSON.stringify(hero.body)).toContain('A changed hero');
  });

  it('keeps no error answer, and says no-cache on it', async () => {
    for (let i = 0; i < 2; i++) {
      const wrong = await t.http.get('/api/Vacancy/SearchVacancies?page=first').expect(400);
      expect(wrong.headers['server-timing']).toBeUndefined();
      expect(wrong.headers['cache-control']).toBe('no-cache');
      const missing = await t.http.get('/api/Vacancy/GetVacancy?vacancyId=987654').expect(404);
      expect(missing.headers['server-timing']).toBeUndefined();
      expect(missing.headers['cache-control']).toBe('no-cache');
    }
  });

  it('tells browsers to revalidate the other API reads, and to keep nothing read signed in', async () => {
    const anonymous = await t.http.get('/api/Account/GetDefaultLanguage').expect(200);
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    const own = await t.http.get('/api/Account/GetUserInfo').set(bearer(talent)).expect(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    // A company's own dictionary list is not the same for everyone.
    const [{ id: companyId }] = await t.db.query('SELECT company_id AS id FROM vacancy WHERE id = $1', [vacancyId]);
    const companyList = await t.http
      .get(`/api/Common/GetDictionary?dictionaryType=${DictionaryType.Technology}&companyId=${companyId}`)
      .expect(200);
    expect(companyList.headers['cache-control']).toBe('no-cache');
  });
});

describe('PUBLIC_ANSWER_CACHE=off', () => {
  it('keeps no public answer and tells browsers to revalidate, while the read cache stays on', async () => {
    const app = await startTestApp({ READ_CACHE_SECONDS: '600', PUBLIC_ANSWER_CACHE: 'off' });
    try {
      await seedVacancy(app, 'Bilby Developer');
      for (let i = 0; i < 2; i++) {
        const answer = await search(app, 'Bilby').expect(200);
        expect(answer.headers['server-timing']).toBeUndefined();
        expect(answer.headers['cache-control']).toBe('no-cache');
      }
      const before = dataOf<{ companyCount: number }>(await app.http.get('/api/Common/GetIndexPageCount').expect(200));
      await app.db.query(`INSERT INTO company (name, transformed_name) VALUES ('Kept Figures Co', 'kept-figures-co')`);
      expect(dataOf<{ companyCount: number }>(await app.http.get('/api/Common/GetIndexPageCount').expect(200))).toEqual(
        before,
      );
    } finally {
      await app.close();
    }
  });
});

describe('public answers shared through Redis (REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  let staff: SignedUp;
  beforeAll(async () => {
    [first, second] = await twoAppsSharingRedis(REDIS_URL);
    staff = await signInStaff(second);
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });

  it("serves one process's answer from the other, until a change through either drops it for both", async () => {
    // On PGlite each app has its own database: the vacancy is only in the first's.
    await seedVacancy(first, 'Wombat Architect');
    expect(titlesOf(await search(first, 'Wombat').expect(200))).toEqual(['Wombat Architect']);
    const fromTheOther = await search(second, 'Wombat').expect(200);
    expect(fromTheOther.headers['server-timing']).toBe(HIT);
    expect(titlesOf(fromTheOther)).toEqual(['Wombat Architect']);

    await second.http.post('/api/Admin/UpdateHero').set(bearer(staff)).send(HERO).expect(200);
    const afresh = await search(first, 'Wombat').expect(200);
    expect(afresh.headers['server-timing']).toBeUndefined();
    expect(dataOf<Search>(afresh).totalCount).toBe(1);
  });

  it('answers every request when Redis cannot be reached, keeping nothing', async () => {
    const unreachable = await startTestApp({ READ_CACHE_SECONDS: '600', REDIS_URL: 'redis://127.0.0.1:1/0' });
    try {
      await seedVacancy(unreachable, 'Numbat Tester');
      for (let i = 0; i < 2; i++) {
        const answer = await search(unreachable, 'Numbat').expect(200);
        expect(titlesOf(answer)).toEqual(['Numbat Tester']);
        expect(answer.headers['server-timing']).toBeUndefined();
      }
    } finally {
      await unreachable.close();
    }
  });
});
