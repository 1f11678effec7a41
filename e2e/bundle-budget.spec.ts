import { gzipSync } from 'node:zlib';
import { type APIRequestContext, type Browser, expect, test } from './support/test.js';
import { pageRoutes } from '../shared/page-routes.js';
import { publicPages } from './support/public-pages.js';

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

/** The public pages, the landing page in both languages (the Georgian texts are the larger file). */
const pagesToMeasure = async (api: APIRequestContext) => {
  const [home, ...others] = await publicPages(api);
  return [home!, '/?lang=ka', ...others];
};

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
  const rows = measures.map(
    (m) => `${m.path.padEnd(36)} ${String(m.files).padStart(5)} ${kb(m.raw)} ${kb(m.gzip)} ${kb(m.budget)}`,
  );
  console.log([`${'page'.padEnd(36)} files  raw KB gzip KB budget`, ...rows].join('\n'));
});

test('every public page of the sitemap is measured', async ({ request }) => {
  const paths = (await pagesToMeasure(request)).map((path) => path.split('?')[0]!);
  const pattern = (route: string) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`, 'i');
  const unmeasured = pageRoutes.filter(
    (route) => route.inSitemap && !paths.some((path) => pattern(route.path).test(path)),
  );
  expect(unmeasured.map((route) => route.path)).toEqual([]);
});

test('each public page downloads at most its JavaScript budget, gzipped', async ({ browser, request }) => {
  test.setTimeout(180_000);
  for (const path of await pagesToMeasure(request)) {
    const result = await measure(browser, path);
    measures.push(result);
    expect
      .soft(result.gzip, `${path}: ${result.gzip} bytes of JavaScript (gzip), budget ${result.budget}`)
      .toBeLessThanOrEqual(result.budget);
  }
});
