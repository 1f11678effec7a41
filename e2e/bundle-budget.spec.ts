import { gzipSync } from 'node:zlib';
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { pageRoutes } from '../src/web/page-routes.js';

/** Issue 10, front-end budgets: the JavaScript a visitor downloads for `/` is at most 200 KB gzipped,
 *  for any other public page at most 300 KB. Each page is loaded cold in Chromium; every script
 *  response is gzipped at level 9 (as size-limit does) and summed. `npm run size` checks the build
 *  the same way without a browser (.size-limit.cjs). */

const KB = 1000;
const HOME_BUDGET = 200 * KB;
const PAGE_BUDGET = 300 * KB;

interface Measure {
  path: string;
  files: number;
  raw: number;
  gzip: number;
  budget: number;
}

const measures: Measure[] = [];

const dataOf = async <T>(answer: Promise<{ json(): Promise<unknown> }>) => ((await (await answer).json()) as { data: T }).data;

/** The public pages, with the demo data's first vacancy and article, in English but for the landing
 *  page, measured in both languages. */
async function publicPages(api: APIRequestContext): Promise<string[]> {
  const [vacancy] = (await dataOf<{ items: { id: number }[] }>(api.get('/api/Vacancy/GetLatestVacancies'))).items;
  const [article] = (await dataOf<{ data: { id: string }[] }>(api.get('/api/Blog/GetBlogs?page=1&pageSize=1'))).data;
  return [
    '/',
    '/?lang=ka', // the Georgian texts are the larger file
    '/vacancies',
    `/vacancies/${vacancy!.id}`,
    '/search?q=developer',
    '/companies',
    '/companies/kartuli-code',
    '/companies/kartuli-code/reviews',
    '/compare',
    '/compare/kartuli-code-vs-ushba-ai',
    '/news',
    `/news/${article!.id}`,
    '/partners',
    '/signIn',
    '/signUp',
    '/signUp?business',
    '/passwordRecovery',
    '/about',
    '/faq',
    '/privacyPolicy',
    '/terms-of-use',
    '/information/support',
  ];
}

/** Every script a cold visit of `path` downloads, until the network is quiet. */
async function measure(browser: Browser, path: string): Promise<Measure> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) bodies.push(response.body());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('main')).toBeVisible();
  const scripts = await Promise.all(bodies);
  await context.close();
  return {
    path,
    files: scripts.length,
    raw: scripts.reduce((sum, body) => sum + body.length, 0),
    gzip: scripts.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
    budget: path.split('?')[0] === '/' ? HOME_BUDGET : PAGE_BUDGET,
  };
}

test.afterAll(() => {
  const kb = (bytes: number) => (bytes / KB).toFixed(1).padStart(7);
  const rows = measures.map((m) => `${m.path.padEnd(36)} ${String(m.files).padStart(5)} ${kb(m.raw)} ${kb(m.gzip)} ${kb(m.budget)}`);
  console.log([`${'page'.padEnd(36)} files  raw KB gzip KB budget`, ...rows].join('\n'));
});

test('every public page of the sitemap is measured', async ({ request }) => {
  const paths = (await publicPages(request)).map((path) => path.split('?')[0]!);
  const pattern = (route: string) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`, 'i');
  const unmeasured = pageRoutes.filter((route) => route.inSitemap && !paths.some((path) => pattern(route.path).test(path)));
  expect(unmeasured.map((route) => route.path)).toEqual([]);
});

test('each public page downloads at most its JavaScript budget, gzipped', async ({ browser, request }) => {
  test.setTimeout(180_000);
  for (const path of await publicPages(request)) {
    const result = await measure(browser, path);
    measures.push(result);
    expect.soft(result.gzip, `${path}: ${result.gzip} bytes of JavaScript (gzip), budget ${result.budget}`).toBeLessThanOrEqual(result.budget);
  }
});
