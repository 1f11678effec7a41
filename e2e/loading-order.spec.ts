import { expect, test, type Page } from './support/test.js';

/** A cold visit asks for the page's code and the interface texts together with the app's code, not
 *  one after the other: the server names the texts' chunk in a modulepreload link (page-renderer),
 *  the app starts loading the matched route's pages before it boots (client/src/lib/preload-route.ts). */

/** The addresses a cold visit of `path` requests, in the order the browser asked for them. */
async function requestsOf(page: Page, path: string): Promise<string[]> {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.locator('main h1')).toBeVisible();
  return requested;
}

const chunkOf = (name: string) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`);

for (const { path, texts, other, pageChunk } of [
  { path: '/', texts: 'en-US', other: 'ka-GE', pageChunk: 'HomePage' },
  { path: '/ka/vacancies', texts: 'ka-GE', other: 'en-US', pageChunk: 'VacanciesPage' },
]) {
  test(`${path} preloads its ${texts} texts and asks for its page code before any API call`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).toMatch(new RegExp(`<link rel="modulepreload" crossorigin href="/assets/${texts}-[\\w-]+\\.js">`));

    const requested = await requestsOf(page, path);
    // Images of the server-rendered page (logos) are files, not calls of the app.
    const firstApiCall = requested.findIndex(
      (address) => address.startsWith('/api/') && !address.startsWith('/api/Files/'),
    );
    const pageCode = requested.findIndex((address) => chunkOf(pageChunk).test(address));
    expect(firstApiCall).toBeGreaterThan(0);
    expect(pageCode).toBeGreaterThan(0);
    expect(pageCode).toBeLessThan(firstApiCall);
    expect(requested.filter((address) => chunkOf(texts).test(address))).toHaveLength(1);
    expect(requested.filter((address) => chunkOf(other).test(address))).toHaveLength(0);
  });
}
