import {
  COOKIE_BANNER_ANSWERED_ATTRIBUTE,
  COOKIE_BANNER_HIDDEN_FOR_SESSION_KEY,
  COOKIE_BANNER_SCRIPT,
  COOKIE_CONSENT_KEY,
} from '../shared/cookie-banner-state.js';
import { sha256Source } from './security/html-page.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/**
 * Issue 20: public pages come rendered by the server (the same React components the browser
 * hydrates, from dist/ssr, built by `npm run build:ssr` before the tests), one address per language.
 * These read the served HTML as a crawler without JavaScript does.
 */
let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await startTestApp({ DEMO_DATA: 'always' });
  origin = new URL((await t.http.get('/').expect(200)).text.match(/<link rel="canonical" href="([^"]+)"/)![1]!).origin;
});
afterAll(() => t.close());

const bodyOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.indexOf('<script type="application/json" id="page-data">'));
/** What a reader sees: the markup's text, without its styles and data. */
const textOf = (markup: string) =>
  markup
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
const mainOf = (html: string) => textOf(html.slice(html.indexOf('<main'), html.indexOf('</main>')));

async function page(path: string) {
  const response = await t.http.get(path);
  return { status: response.status, html: response.text };
}

async function sitemapPaths(): Promise<string[]> {
  const xml = (await t.http.get('/sitemap.xml').expect(200)).text;
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

describe('server rendering', () => {
  it("writes the landing page's lists into the HTML with their links, and the answers it was made from into a data block", async () => {
    const { html } = await page('/');
    const latest = (await t.http.get('/api/Vacancy/GetLatestVacancies').expect(200)).body.data.items as {
      id: number;
      title: string;
    }[];
    expect(latest.length).toBeGreaterThan(0);
    for (const vacancy of latest.slice(0, 3)) {
      expect(textOf(bodyOf(html))).toContain(vacancy.title);
      expect(bodyOf(html)).toContain(`href="/vacancies/${vacancy.id}"`);
    }
    const data = JSON.parse(html.match(/<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/)![1]!);
    expect(data.language).toBe('en');
    expect(data.answers.map((answer: { key: string }) => answer.key)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^GET \/api\/Vacancy\/GetLatestVacancies/)]),
    );
  });

  it("shows a vacancy's title and description in English at /vacancies/{id} and in Georgian at /ka/vacancies/{id}", async () => {
    const [vacancy] = (await t.http.get('/api/Vacancy/GetLatestVacancies').expect(200)).body.data.items as {
      id: number;
    }[];
    const details = (
      await t.http
        .get('/api/Vacancy/GetVacancy')
        .query({ vacancyId: vacancy!.id })
        .set('Accept-Language', 'ka')
        .expect(200)
    ).body.data;
    const firstParagraph = (document: { blocks: { type: string; data: { text?: string } }[] }) =>
      document.blocks
        .find((block) => block.type === 'paragraph')!
        .data.text!.replace(/<[^>]+>/g, '')
        .slice(0, 40);

    const english = await page(`/vacancies/${vacancy!.id}`);
    expect(english.status).toBe(200);
    expect(english.html).toContain('<html lang="en"');
    expect(mainOf(english.html)).toContain(details.title);
    expect(mainOf(english.html)).toContain(firstParagraph(details.descriptionEN));

    const georgian = await page(`/ka/vacancies/${vacancy!.id}`);
    expect(georgian.status).toBe(200);
    expect(georgian.html).toContain('<html lang="ka"');
    expect(mainOf(georgian.html)).toContain(details.titleGE);
    expect(mainOf(georgian.html)).toContain(firstParagraph(details.descriptionGE ?? details.descriptionEN));
  });

  it("shows a company's name and about text, and each tab's own content", async () => {
    const company = (
      await t.http.get('/api/Company/GetCompanyDetails').query({ companySlug: 'rioni-data' }).expect(200)
    ).body.data;
    const { status, html } = await page('/companies/rioni-data');
    expect(status).toBe(200);
    expect(mainOf(html)).toContain(company.name);
    expect(mainOf(html)).toContain(company.about.slice(0, 40));
    const reviews = await page('/ka/companies/rioni-data/reviews');
    expect(reviews.status).toBe(200);
    const [review] = (
      await t.http.get('/api/Company/GetCompanyReviews').query({ companyId: company.id, page: 1 }).expect(200)
    ).body.data.items as { headline: string }[];
    expect(mainOf(reviews.html)).toContain(review!.headline);
    const vacancies = await page('/companies/rioni-data/vacancies');
    const [open] = (await t.http.get('/api/Vacancy/SearchVacancies').query({ companyId: company.id }).expect(200)).body
      .data.items as { title: string }[];
    expect(mainOf(vacancies.html)).toContain(open!.title);
  });

  it('leaves the pages of a signed-in account to the browser', async () => {
    for (const path of ['/userPanel/jobs', '/companyPanel/vacancies/active', '/admin', '/ka/userPanel']) {
      const { html } = await page(path);
      expect([path, html.includes('<div id="root"></div>')]).toEqual([path, true]);
      expect(html).not.toContain('id="page-data"');
    }
  });

  it('runs one inline script, the cookie banner line, allowed by its hash: every other script element is a module file or a data block', async () => {
    for (const path of ['/', '/vacancies', '/ka/news', '/companies/rioni-data']) {
      const response = await t.http.get(path);
      const html = response.text;
      const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].map((match) => ({
        attributes: match[1]!,
        text: match[2]!,
      }));
      const executable = scripts.filter(({ attributes }) => attributes === '');
      expect([path, executable.map(({ text }) => text)]).toEqual([path, [COOKIE_BANNER_SCRIPT]]);
      expect(response.headers['content-security-policy']).toContain(sha256Source(COOKIE_BANNER_SCRIPT));
      for (const { attributes } of scripts.filter((script) => script.attributes !== '')) {
        expect([path, attributes]).toEqual([
          path,
          expect.stringMatching(/type="(module"( crossorigin)? src="[^"]+|application\/json|application\/ld\+json)"/),
        ]);
      }
    }
  });

  it('hides the cookie banner before the first paint only for a visitor who answered it', async () => {
    const { html } = await page('/ka');
    expect(mainOf(html)).not.toContain('ქუქი');
    expect(textOf(bodyOf(html))).toContain('ჩვენ ვიყენებთ ქუქი-ფაილებს');
    const banner = (answered: Record<string, string>, session: Record<string, string> = {}) => {
      const root = { attributes: new Map<string, string>() };
      const storage = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });
      new Function('localStorage', 'sessionStorage', 'document', COOKIE_BANNER_SCRIPT)(
        storage(answered),
        storage(session),
        {
          documentElement: { setAttribute: (name: string, value: string) => root.attributes.set(name, value) },
        },
      );
      return root.attributes.has(COOKIE_BANNER_ANSWERED_ATTRIBUTE) ? 'hidden' : 'shown';
    };
    expect(banner({})).toBe('shown');
    expect(banner({ [COOKIE_CONSENT_KEY]: 'something else' })).toBe('shown');
    expect(banner({ [COOKIE_CONSENT_KEY]: 'accept' })).toBe('hidden');
    expect(banner({ [COOKIE_CONSENT_KEY]: 'decline' })).toBe('hidden');
    expect(banner({}, { [COOKIE_BANNER_HIDDEN_FOR_SESSION_KEY]: 'true' })).toBe('hidden');
  });

  it('keeps no style element in the body (the theme variables are in the head)', async () => {
    const { html } = await page('/ka');
    expect(bodyOf(html)).not.toMatch(/<style/);
    expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<style data-mantine-styles/);
  });
});

describe('one address per language', () => {
  it('moves the addresses of before (?lang=) to their language path for good, keeping the rest of the query', async () => {
    const georgian = await t.http.get('/vacancies?lang=ka&page=2').expect(301);
    expect(georgian.headers.location).toBe('/ka/vacancies?page=2');
    expect((await t.http.get('/?lang=ka').expect(301)).headers.location).toBe('/ka');
    expect((await t.http.get('/companies/rioni-data?lang=en').expect(301)).headers.location).toBe(
      '/companies/rioni-data',
    );
  });

  it('names its own address as canonical and both addresses plus x-default as alternates, in each language', async () => {
    const english = (await page('/vacancies')).html;
    const georgian = (await page('/ka/vacancies')).html;
    expect(english).toContain(`<link rel="canonical" href="${origin}/vacancies">`);
    expect(georgian).toContain(`<link rel="canonical" href="${origin}/ka/vacancies">`);
    for (const html of [english, georgian]) {
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="${origin}/vacancies">`);
      expect(html).toContain(`<link rel="alternate" hreflang="ka" href="${origin}/ka/vacancies">`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${origin}/vacancies">`);
    }
    expect(georgian).toContain(`<meta property="og:url" content="${origin}/ka/vacancies">`);
  });

  it('answers the same for every Accept-Language: the address alone says the language', async () => {
    const asked = await t.http.get('/news').set('Accept-Language', 'ka').expect(200);
    expect(asked.text).toContain('<html lang="en"');
  });

  it('keeps the links inside a Georgian page Georgian', async () => {
    const links = [...bodyOf((await page('/ka')).html).matchAll(/<a [^>]*href="(\/[^"]*)"/g)].map((match) => match[1]!);
    expect(links.length).toBeGreaterThan(10);
    expect(links.filter((link) => link !== '/ka' && !link.startsWith('/ka/'))).toEqual([]);
  });

  it('lists every page in both languages in the sitemap', async () => {
    const paths = await sitemapPaths();
    const english = paths.filter((path) => !path.startsWith('/ka'));
    expect(english.length).toBeGreaterThan(20);
    for (const path of english) expect(paths).toContain(path === '/' ? '/ka' : `/ka${path}`);
  });
});

describe('crawled without JavaScript', () => {
  it('finds the main content of every sitemap address in its HTML', async () => {
    for (const path of await sitemapPaths()) {
      const { status, html } = await page(path);
      expect([path, status]).toEqual([path, 200]);
      // No loader where the content should be, and words of the page's own.
      expect([path, /aria-busy="true"/.test(bodyOf(html))]).toEqual([path, false]);
      expect([path, mainOf(html).length > 80]).toEqual([path, true]);
    }
  });

  it.each([
    ['/', 'en'],
    ['/ka', 'ka'],
  ])('reaches every sitemap address of its language from %s by following links', async (start, language) => {
    const wanted = new Set(
      (await sitemapPaths()).filter((path) => (language === 'ka') === (path === '/ka' || path.startsWith('/ka/'))),
    );
    const seen = new Set<string>([start]);
    const queue = [start];
    while (queue.length > 0 && [...wanted].some((path) => !seen.has(path))) {
      const { html } = await page(queue.shift()!);
      for (const match of bodyOf(html).matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
        const link = decodeURI(match[1]!);
        if (!seen.has(link) && wanted.has(link)) {
          seen.add(link);
          queue.push(link);
        } else if (!seen.has(link) && !/\/(signIn|signUp|userPanel|companyPanel|admin)/i.test(link)) {
          seen.add(link);
          queue.push(link);
        }
      }
    }
    expect([...wanted].filter((path) => !seen.has(path))).toEqual([]);
  });
});
