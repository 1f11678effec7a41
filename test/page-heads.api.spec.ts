import escapeHtml from 'escape-html';
import { SEO_PAGE_KINDS, type SeoPageKind } from '../shared/enums.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const SITE = 'https://techboard.example';
const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1];
const feedsOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml" title="([^"]*)" href="([^"]*)">/g)].map(
    (m) => ({ title: m[1], href: m[2] }),
  );

/** A page of every kind (issue 20: each kind its own title). */
const pagesByKind: Record<SeoPageKind, string[]> = {
  home: ['/'],
  aboutUs: ['/about'],
  faq: ['/faq'],
  companies: ['/companies'],
  vacancies: ['/vacancies'],
  search: ['/search'],
  salaries: ['/salaries'],
  compare: ['/compare'],
  blog: ['/news'],
  newsUnsubscribe: ['/unsubscribe'],
  partners: ['/partners'],
  signIn: ['/signIn', '/signIn/continue'],
  signUp: ['/signUp'],
  passwordRecovery: ['/passwordRecovery', '/passwordRecovery/sent'],
  welcome: ['/welcome'],
  verifyEmail: ['/verifyEmail'],
  talentPanel: ['/userPanel', '/userPanel/jobs', '/userPanel/settings/account'],
  companyPanel: ['/companyPanel', '/companyPanel/vacancies/active', '/companyPanel/saved-talents'],
  backOffice: ['/admin'],
  staticPages: ['/information'],
  privacyPolicy: ['/privacyPolicy', '/information/privacyPolicy'],
  termsOfUse: ['/terms-of-use', '/information/terms-of-use'],
  support: ['/information/support'],
  notFound: ['/no-such-page/at-all'],
};

describe('The head of every kind of page', () => {
  let t: TestApp;
  let seo: Record<string, { title_en: string; title_ge: string }>;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: SITE });
    const rows = await t.db.query(`SELECT page_kind, title_en, title_ge FROM seo_detail`);
    seo = Object.fromEntries(rows.map((r: any) => [r.page_kind, r]));
  });
  afterAll(() => t.close());

  it('gives each kind its own title, from its SEO texts', async () => {
    const served = new Map<string, string>();
    for (const kind of SEO_PAGE_KINDS) {
      for (const path of pagesByKind[kind]) {
        const page = await t.http.get(path);
        expect([path, page.status]).toEqual([path, kind === 'notFound' ? 404 : 200]);
        expect([path, titleOf(page.text)]).toEqual([path, escapeHtml(seo[kind]!.title_en)]);
        served.set(kind, titleOf(page.text)!);
      }
    }
    // FAQ is not About, /vacancies not /search, the privacy policy not the terms, sign-in not sign-up, ...
    expect(new Set(served.values()).size).toBe(SEO_PAGE_KINDS.length);
  });

  it('keeps signed-in pages (both panels, the back office) out of search engines', async () => {
    for (const path of [...pagesByKind.talentPanel, ...pagesByKind.companyPanel, ...pagesByKind.backOffice]) {
      const page = await t.http.get(path);
      expect([path, page.text.includes('<meta name="robots" content="noindex">')]).toEqual([path, true]);
      expect([path, page.text.includes('rel="canonical"')]).toEqual([path, false]);
    }
  });

  it("writes the site's address into every page, for the head the client keeps after navigation", async () => {
    for (const path of ['/', '/userPanel/jobs', '/no-such-page/at-all']) {
      expect((await t.http.get(path)).text).toContain(`<meta name="site-url" content="${SITE}">`);
    }
  });

  it('announces the RSS feed of the current search on /vacancies, the news feed on the news pages, and none elsewhere', async () => {
    const search = await t.http.get(
      '/vacancies?technologies=12&technologies=11&technologies=x&searchTerm=%20go%20&sortBy=2&page=3&utm_source=mail',
    );
    expect(feedsOf(search.text)).toEqual([
      {
        title: 'TechBoard.ge vacancies',
        href: `${SITE}/api/Vacancy/Rss?searchTerm=go&amp;technologies=11&amp;technologies=12&amp;lang=en`,
      },
    ]);
    expect(feedsOf((await t.http.get('/vacancies')).text)).toEqual([
      { title: 'TechBoard.ge vacancies', href: `${SITE}/api/Vacancy/Rss?lang=en` },
    ]);
    expect(feedsOf((await t.http.get('/vacancies?salaryShown=true&cities=1')).text)[0]!.href).toBe(
      `${SITE}/api/Vacancy/Rss?cities=1&amp;salaryShown=true&amp;lang=en`,
    );
    expect(feedsOf((await t.http.get('/news')).text)).toEqual([
      { title: 'TechBoard.ge news', href: `${SITE}/api/Blog/Rss?lang=en` },
    ]);
    for (const path of ['/search', '/companies', '/unsubscribe', '/'])
      expect([path, feedsOf((await t.http.get(path)).text)]).toEqual([path, []]);
  });
});

describe('Absolute links without PUBLIC_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ PUBLIC_URL: '', PORT: '3999' });
  });
  afterAll(() => t.close());

  it('follow the port the server listens on', async () => {
    const page = await t.http.get('/faq');
    expect(page.text).toContain('<link rel="canonical" href="http://localhost:3999/faq">');
    expect(page.text).toContain('<meta name="site-url" content="http://localhost:3999">');
    expect((await t.http.get('/sitemap.xml')).text).toContain('<loc>http://localhost:3999/</loc>');
  });
});
