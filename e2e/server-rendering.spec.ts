import { expect, test, type Page } from './support/test.js';
import { COOKIE_CONSENT_KEY } from '../shared/cookie-banner-state.js';
import { publicPages } from './support/public-pages.js';

/**
 * Issue 20: a public page comes rendered by the server and the browser hydrates it: the same
 * text without and with JavaScript, no hydration warning, and no API call for what the page
 * shows (the document carries those answers). What may still call: the visit statistics, the
 * filters' choices (loaded after the list), the sign-up's bot check and the smart search.
 */
const ALLOWED_CALLS = [
  /^POST \/api\/Account\/AddUserActivity$/,
  /^GET \/api\/Common\/GetDictionary\?/,
  /^GET \/api\/Account\/BotCheckKind$/,
  /^GET \/api\/Company\/GetTeamSizes$/,
  /^GET \/api\/Search\/GetSmartSearch\?/,
  /^GET \/api\/Company\/getCompaniesForCompare/i,
];

/** The text of the page's main part, without what a page draws only once it runs in a browser
 *  (marked `data-drawn-after-hydration`, such as the vacancy filters of a wide screen). */
const mainText = async (page: Page) => {
  const main = page.locator('main');
  await main.waitFor({ timeout: 10_000 });
  const text = await main.evaluate((element: HTMLElement) => {
    const later = [...element.querySelectorAll<HTMLElement>('[data-drawn-after-hydration]')];
    for (const part of later) part.style.display = 'none';
    const shown = element.innerText;
    for (const part of later) part.style.display = '';
    return shown;
  });
  return text.replace(/\s+/g, ' ').trim();
};

test('public pages hydrate without a warning, show the server text, and ask the API for none of it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const english = await publicPages(request);
  const pages = [
    ...english,
    ...english.filter((path) => !path.startsWith('/signUp')).map((path) => (path === '/' ? '/ka' : `/ka${path}`)),
  ];
  const withoutScript = await browser.newContext({ javaScriptEnabled: false });
  const reader = await withoutScript.newPage();
  for (const path of pages) {
    const problems: string[] = [];
    const calls: string[] = [];
    const onConsole = (message: { type(): string; text(): string }) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    };
    const onRequest = (call: { url(): string; method(): string }) => {
      const url = new URL(call.url());
      // Images (logos, covers) are files the page shows, not data it asks for.
      if (url.pathname.startsWith('/api/') && !url.pathname.startsWith('/api/Files/'))
        calls.push(`${call.method()} ${url.pathname}${url.search}`);
    };
    page.on('console', onConsole);
    page.on('request', onRequest);

    await reader.goto(path);
    const served = await mainText(reader);
    await page.goto(path, { waitUntil: 'networkidle' });
    const hydrated = await mainText(page);

    page.off('console', onConsole);
    page.off('request', onRequest);
    expect([path, served.length > 40]).toEqual([path, true]);
    // The first words are the same: the page did not change on hydration (later text may follow a load).
    expect([path, hydrated.slice(0, 60)]).toEqual([path, served.slice(0, 60)]);
    expect([path, problems]).toEqual([path, []]);
    expect([path, calls.filter((call) => !ALLOWED_CALLS.some((allowed) => allowed.test(call)))]).toEqual([path, []]);
  }
  await withoutScript.close();
});

test('the language switcher opens the page at its address in the other language, and links stay in that language', async ({
  page,
}) => {
  await page.goto('/vacancies');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'ქართული' }).click();
  await expect(page).toHaveURL(/\/ka\/vacancies$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  await page.getByRole('navigation', { name: /./ }).first().getByRole('link', { name: 'კომპანიები' }).click();
  await expect(page).toHaveURL(/\/ka\/companies$/);
  await page.getByRole('group', { name: 'ენა' }).getByRole('button', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('after in-app navigation from a server-rendered page, the next page loads its data and its head follows', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Companies' }).click();
  await expect(page).toHaveURL(/\/companies$/);
  await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
  const company = page.locator('main a[href^="/companies/"]').first();
  await expect(company).toBeVisible();
  const path = (await company.getAttribute('href'))!;
  // The link by its address: other files' tests change companies meanwhile, and the list's order with them.
  await page.locator(`main a[href="${path}"]`).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}$`));
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', new RegExp(`${path}$`));
  const image = new RegExp(`/share/companies/${path.split('/')[2]}\\.png$`);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', image);
  await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image);
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S/);
});

test('the page is painted before its code runs: the cookie banner is there for a new visitor, and never shows for one who answered it', async ({
  browser,
}) => {
  for (const [answer, shown] of [
    [null, true],
    ['accept', false],
    ['decline', false],
  ] as const) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    // The app's code never arrives: what shows is the server's page and its stylesheet alone.
    await context.route(/\/assets\/start-app-[^/]+\.js$/, (route) => route.abort());
    if (answer)
      await context.addInitScript(({ key, choice }) => localStorage.setItem(key, choice), {
        key: COOKIE_CONSENT_KEY,
        choice: answer,
      });
    const page = await context.newPage();
    await page.goto('/ka/vacancies');
    await expect(page.locator('main').getByRole('heading', { level: 1 })).toBeVisible();
    const banner = page.getByRole('region', { name: 'ქუქი-ფაილებზე თანხმობა' });
    if (shown) await expect(banner).toBeVisible();
    else await expect(banner).toBeHidden();
    await expect(page.locator('html')).not.toHaveAttribute('data-app-ready');
    await context.close();
  }
});

test('preloads the fonts its first paint draws with: Inter on an English page, Noto Sans Georgian too on a Georgian one', async ({
  request,
}) => {
  const preloads = async (path: string) =>
    [
      ...(await (await request.get(path)).text()).matchAll(
        /<link rel="preload" as="font" type="font\/woff2" crossorigin href="([^"]+)">/g,
      ),
    ].map((match) => match[1]!);
  const english = await preloads('/vacancies');
  const georgian = await preloads('/ka/vacancies');
  expect(english).toEqual([expect.stringMatching(/^\/assets\/inter-basic-latin-wght-[\w-]+\.woff2$/)]);
  expect(georgian).toEqual([
    expect.stringMatching(/^\/assets\/noto-sans-georgian-mkhedruli-wght-[\w-]+\.woff2$/),
    english[0],
  ]);
  for (const href of georgian) {
    const font = await request.get(href);
    expect([href, font.status(), font.headers()['content-type']]).toEqual([href, 200, 'font/woff2']);
  }
});
