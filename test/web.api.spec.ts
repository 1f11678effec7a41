import escapeHtml from 'escape-html';
import { GEORGIAN } from './support/envelope.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const head = (html: string, pattern: RegExp) => html.match(pattern)?.[1];

describe('Pages served to browsers and crawlers', () => {
  let t: TestApp;
  let seo: Record<string, { title_en: string; title_ge: string; description_en: string }>;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: 'https://techboard.example' });
    const rows = await t.db.query(`SELECT page_kind, title_en, title_ge, description_en FROM seo_detail`);
    seo = Object.fromEntries(rows.map((r: any) => [r.page_kind, r]));
  });
  afterAll(() => t.close());

  it('fills the landing page head from the SEO texts', async () => {
    const page = await t.http.get('/');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text.match(/<title>/g)).toHaveLength(1);
    expect(head(page.text, /<title>([^<]*)<\/title>/)).toBe(escapeHtml(seo.home.title_en));
    expect(page.text).toContain('<link rel="canonical" href="https://techboard.example/">');
    expect(page.text).toContain('<link rel="alternate" hreflang="en" href="https://techboard.example/">');
    expect(page.text).toContain('<link rel="alternate" hreflang="ka" href="https://techboard.example/ka">');
    expect(page.text).toContain('<link rel="alternate" hreflang="x-default" href="https://techboard.example/">');
    expect(page.text).toContain('<meta property="og:title"');
    expect(page.text).toContain('<div id="root">');
  });

  it('writes the head in Georgian at /ka/...', async () => {
    const page = await t.http.get('/ka/about');
    expect(page.status).toBe(200);
    expect(head(page.text, /<title>([^<]*)<\/title>/)).toMatch(GEORGIAN);
    expect(page.text).toContain('<html lang="ka" data-default-language="EN"');
    expect(page.text).toContain('<link rel="canonical" href="https://techboard.example/ka/about">');
    expect(page.text).toContain('<link rel="alternate" hreflang="en" href="https://techboard.example/about">');
    expect(page.text).toContain('<meta property="og:url" content="https://techboard.example/ka/about">');
    // The address of before issue 20 moves there for good.
    const old = await t.http.get('/about?lang=ka');
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/ka/about');
  });

  it.each([
    '/about',
    '/ABOUT',
    '/faq',
    '/privacyPolicy',
    '/terms-of-use',
    '/information',
    '/information/support',
    '/information/terms-of-use/',
  ])('serves %s', async (path) => {
    const page = await t.http.get(path);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<div id="root">');
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    for (const path of ['/no-such-page', '/information/nothing', '/%E0%A4%A']) {
      const page = await t.http.get(path);
      expect(page.status).toBe(404);
      expect(page.text).toContain('<div id="root">');
    }
    const page = await t.http.get('/no-such-page');
    expect(head(page.text, /<title>([^<]*)<\/title>/)).toBe(escapeHtml(seo.notFound.title_en));
    expect(page.text).toContain('<meta name="robots" content="noindex">');
    expect(page.text).not.toContain('rel="canonical"');
    expect(page.text).not.toContain('hreflang=');
  });

  it('sends the bare template address to the landing page', async () => {
    const index = await t.http.get('/index.html');
    expect(index.status).toBe(301);
    expect(index.headers.location).toBe('/');
  });

  it('answers a missing file with a plain 404', async () => {
    const missing = await t.http.get('/static/none.png');
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('Not found');
  });

  it('serves robots.txt and a sitemap with language alternates', async () => {
    const robots = await t.http.get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.text).toContain('Disallow: /api/');
    expect(robots.text).toContain('Sitemap: https://techboard.example/sitemap.xml');
    const sitemap = await t.http.get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.text).toContain('<loc>https://techboard.example/about</loc>');
    expect(sitemap.text).toContain('<loc>https://techboard.example/ka/about</loc>');
    expect(sitemap.text).toContain('hreflang="en" href="https://techboard.example/about"');
    expect(sitemap.text).toContain('hreflang="ka" href="https://techboard.example/ka/about"');
    expect(sitemap.text).toContain('hreflang="x-default" href="https://techboard.example/about"');
    expect(sitemap.text).not.toContain('?lang=');
    expect(sitemap.text).not.toContain('/information/privacyPolicy');
  });
});
