import { StaticContentType } from '../shared/enums.js';
import { bearer, signInStaff, type SignedUp } from './support/accounts.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 20: rendered pages are kept per address for READ_CACHE_SECONDS, answered with their ETag,
 * compressed once, and dropped by any change that forgets the read cache.
 */
let t: TestApp;
let staff: SignedUp;
beforeAll(async () => {
  t = await startTestApp({ READ_CACHE_SECONDS: '600' });
  staff = await signInStaff(t);
});
afterAll(() => t.close());

describe('rendered pages', () => {
  it('render once, then come from the cache with the same ETag; Server-Timing says which', async () => {
    const first = await t.http.get('/faq').expect(200);
    expect(first.headers['server-timing']).toMatch(/^data;dur=[\d.]+, render;dur=[\d.]+$/);
    const second = await t.http.get('/faq').expect(200);
    expect(second.headers['server-timing']).toBe('cache;desc="hit"');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.text).toBe(first.text);
    // Another address (the Georgian page) is its own render.
    expect((await t.http.get('/ka/faq').expect(200)).headers['server-timing']).toMatch(/^data;dur=/);
  });

  it('answer 304 to a browser that has the page', async () => {
    const { headers } = await t.http.get('/news').expect(200);
    const again = await t.http.get('/news').set('If-None-Match', headers.etag!).expect(304);
    expect(again.text ?? '').toBe('');
  });

  it('send the brotli body compressed once, the same page as the plain one', async () => {
    const plain = (await t.http.get('/about').set('Accept-Encoding', 'identity').expect(200)).text;
    const compressed = await t.http.get('/about').set('Accept-Encoding', 'br').expect(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/Accept-Encoding/);
    // The test client decodes brotli: the same page as the plain one.
    expect(compressed.text).toBe(plain);
  });

  it('show a change staff make at once: the edit forgets the kept pages', async () => {
    const before = (await t.http.get('/about').expect(200)).text;
    expect(before).not.toContain('Rendered again after the edit');
    await t.http
      .post('/api/Admin/UpdateStaticPage')
      .set(bearer(staff))
      .query({ type: StaticContentType.AboutUs })
      .send({
        titleEN: 'Rendered again after the edit',
        titleGE: 'ხელახლა',
        descriptionEN: 'New text.',
        descriptionGE: 'ახალი ტექსტი.',
      })
      .expect(200);
    const after = await t.http.get('/about').expect(200);
    expect(after.headers['server-timing']).toMatch(/^data;dur=/);
    expect(after.text).toContain('Rendered again after the edit');
  });

  it('stay kept through calls that change nothing a page shows (a visit, a sign-in)', async () => {
    await t.http.get('/faq').expect(200);
    await t.http.post('/api/Account/AddUserActivity').send({ userActivePage: 1 });
    expect((await t.http.get('/faq').expect(200)).headers['server-timing']).toBe('cache;desc="hit"');
  });
});
