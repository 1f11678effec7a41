import { bearer, signInStaff, type SignedUp } from './support/accounts.js';
import { twoAppsSharingRedis } from './support/shared-redis.js';
import type { TestApp } from './support/test-app.js';

/**
 * Issue 21: two server processes keep their own cached answers and pages, and a change made through
 * one drops them in the other too (CacheInvalidationBus over Redis). Each app here stands for one
 * process; on PGlite each has its own database, which does not matter: what is checked is that the
 * second process renders afresh, not what it shows.
 */
const REDIS_URL = 'redis://127.0.0.1:6379/8';
let first: TestApp;
let second: TestApp;
let staff: SignedUp;
beforeAll(async () => {
  [first, second] = await twoAppsSharingRedis(REDIS_URL);
  staff = await signInStaff(first);
});
afterAll(async () => {
  await first.close();
  await second.close();
});

const rendered = /^data;dur=/;
const hit = 'cache;desc="hit"';

/** Asks until the page is rendered afresh: the other process's message takes a moment. */
async function renderedAfresh(app: TestApp, path: string): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const timing = (await app.http.get(path).expect(200)).headers['server-timing'];
    if (rendered.test(timing ?? '')) return;
    if (Date.now() > deadline) throw new Error(`${path} still comes from the cache: ${timing}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('caches across processes', () => {
  it("a change staff make through one process drops the other's kept pages and answers", async () => {
    await second.http.get('/about').expect(200);
    expect((await second.http.get('/about').expect(200)).headers['server-timing']).toBe(hit);
    await second.http.get('/api/BackOfficeStaticData/GetHeroTextImage').expect(200);
    expect(
      (await second.http.get('/api/BackOfficeStaticData/GetHeroTextImage').expect(200)).headers['server-timing'],
    ).toBe(hit);

    // The landing page's hero: its answer is one the processes keep (PublicResponseCache).
    await first.http
      .post('/api/Admin/UpdateHero')
      .set(bearer(staff))
      .send({
        titleEN: 'Changed through the first process',
        titleGE: 'შეცვლილი',
        textEN: 'Text.',
        textGE: 'ტექსტი.',
        imageUrl: '/static/hero.svg',
      })
      .expect(200);

    await renderedAfresh(second, '/about');
    expect(
      (await second.http.get('/api/BackOfficeStaticData/GetHeroTextImage').expect(200)).headers['server-timing'],
    ).toBeUndefined();
  });

  it("a visit recorded through one process leaves the other's pages kept", async () => {
    await second.http.get('/news').expect(200);
    await first.http.post('/api/Account/AddUserActivity').send({ userActivePage: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await second.http.get('/news').expect(200)).headers['server-timing']).toBe(hit);
  });
});
