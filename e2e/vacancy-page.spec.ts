import { type APIRequestContext, appReadyContext, expect, type Page, test } from './support/test.js';
import { dataOf } from './support/public-pages.js';
import { en, ka, signIn, type Texts } from './support/ui.js';

/**
 * Issue 22: the vacancy page shows what job seekers look for first (when it was published, until
 * when it takes applicants, how many applied), the company's card and, kept apart, the company's
 * other vacancies and similar ones elsewhere: in both languages, on a phone and a laptop, and in
 * the server's HTML before any script runs.
 */
const TALENT = { email: 'talent@demo.techboard.ge', password: 'Talent#2026', name: 'Ana Demo' };
const SHOTS = process.env.VACANCY_PAGE_SHOTS;

type Lists = { otherVacancies: unknown[]; similarVacancies: unknown[] };
type Detail = {
  id: number;
  company: { name: string; tagline: string | null; taglineGe: string | null };
  applicants: { count: number; orMore: boolean };
};

const LANGUAGES = [
  {
    name: 'en',
    prefix: '',
    texts: en,
    published: /^Published (today|yesterday|\d+ days? ago|\d+ months? ago|\d+ years? ago)$/,
    publishedOn:
      /^Published on \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/,
    left: /^(\d+ days? left|Last day|Closed)$/,
    applicants: /^(No applicants yet|\d+ applicants?|[\d,]+\+ applicants)$/,
  },
  {
    name: 'ka',
    prefix: '/ka',
    texts: ka,
    published: /^გამოქვეყნდა (დღეს|გუშინ|\d+ (დღის|თვის|წლის) წინ)$/,
    publishedOn:
      /^გამოქვეყნების თარიღი: \d{1,2} (იანვარი|თებერვალი|მარტი|აპრილი|მაისი|ივნისი|ივლისი|აგვისტო|სექტემბერი|ოქტომბერი|ნოემბერი|დეკემბერი) \d{4}$/,
    left: /^(დარჩა \d+ დღე|ბოლო დღე|დახურულია)$/,
    applicants: /^(განაცხადი ჯერ არავის გამოუგზავნია|[\d\u202f]+\+? კანდიდატი)$/,
  },
] as const;

/** A demo vacancy whose company has other open vacancies and which has similar ones elsewhere. */
async function vacancyWithBothLists(request: APIRequestContext) {
  const { items } = await dataOf<{ items: { id: number }[] }>(
    request.get('/api/Vacancy/SearchVacancies?page=1&pageSize=36'),
  );
  for (const { id } of items) {
    const lists = await dataOf<Lists>(
      request.post('/api/Vacancy/SearchCompanySimAndOtherVacancies', { data: { vacancyId: id } }),
    );
    if (lists.otherVacancies.length > 0 && lists.similarVacancies.length > 0) {
      return dataOf<Detail>(request.get(`/api/Vacancy/GetVacancy?vacancyId=${id}`));
    }
  }
  throw new Error('no demo vacancy with both lists');
}

/** What the page says, read the same with and without JavaScript. */
async function expectVacancyFacts(page: Page, language: (typeof LANGUAGES)[number], detail: Detail) {
  const texts: Texts = language.texts;
  const main = page.locator('main');
  const facts = main.getByRole('list', { name: texts.vacancyPage.facts });
  await expect(facts).toBeVisible();
  const published = facts.locator('time').first();
  await expect(published).toHaveText(language.published);
  await expect(published).toHaveAttribute('title', language.publishedOn);
  await expect(facts.getByText(language.left)).toBeVisible();
  await expect(facts.getByText(language.applicants)).toBeVisible();

  const card = main.getByRole('region', { name: texts.vacancyPage.companyCard.label });
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { level: 2, name: detail.company.name })).toBeVisible();
  await expect(card.getByText(texts.companies.verified)).toBeVisible();
  const tagline =
    language.name === 'ka' ? (detail.company.taglineGe ?? detail.company.tagline) : detail.company.tagline;
  if (tagline) await expect(card.getByText(tagline, { exact: true })).toBeVisible();
  await expect(card.getByText(texts.vacancyPage.companyCard.rating)).toBeVisible();
  await expect(card.getByRole('link', { name: texts.vacancyPage.companyCard.companyPage })).toBeVisible();
  await expect(card.getByRole('link', { name: texts.vacancyPage.signInToSubscribe })).toBeVisible();

  const other = main.getByRole('region', { name: texts.vacancyPage.otherVacancies });
  const similar = main.getByRole('region', { name: texts.vacancyPage.similarVacancies });
  await expect(other.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(similar.getByRole('heading', { level: 2 })).toBeVisible();
  await expect(other.getByRole('article')).toHaveCount(0);
  await expect(similar.getByRole('article').first()).toBeVisible();
  // Visibly apart: different backgrounds.
  const background = (section: typeof other) =>
    section.evaluate((element) => getComputedStyle(element).backgroundColor);
  expect(await background(other)).not.toBe(await background(similar));
}

test('the vacancy page shows when, until when and how many, the company and the two lists, in both languages at 390 and 1280 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const detail = await vacancyWithBothLists(request);
  for (const width of [390, 1280]) {
    const context = appReadyContext(
      await browser.newContext({
        viewport: { width, height: 900 },
        ...(width < 500 ? { isMobile: true, hasTouch: true } : {}),
      }),
    );
    const page = await context.newPage();
    for (const language of LANGUAGES) {
      await page.goto(`${language.prefix}/vacancies/${detail.id}`);
      // The cookie banner would cover the company's card on a phone: answered once, it stays away.
      const banner = page.getByRole('region', { name: language.texts.cookies.label });
      if (await banner.isVisible()) await banner.getByRole('button', { name: language.texts.cookies.accept }).click();
      await expectVacancyFacts(page, language, detail);
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/vacancy-${language.name}-${width}.png`, fullPage: true });
    }
    await context.close();
  }
});

test("the server's HTML shows it all without JavaScript, and carries no exact count of applicants above 25", async ({
  browser,
  request,
}) => {
  const detail = await vacancyWithBothLists(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const language of LANGUAGES) {
    await page.goto(`${language.prefix}/vacancies/${detail.id}`);
    await expectVacancyFacts(page, language, detail);
    const html = await (await request.get(`${language.prefix}/vacancies/${detail.id}`)).text();
    // The page's data block holds the API's answers as JSON text inside JSON: quotes come escaped.
    const counts = [...html.matchAll(/\\*"applicants\\*":\{\\*"count\\*":(\d+),\\*"orMore\\*":(true|false)\}/g)];
    expect(counts.length).toBeGreaterThan(0);
    for (const [, count, orMore] of counts) {
      expect(orMore === 'true' ? [25, 50, 100, 200, 500, 1000] : Array.from({ length: 25 }, (_, n) => n)).toContain(
        Number(count),
      );
    }
  }
  await context.close();
});

test("a visitor follows the company from the vacancy's company card: signs in, comes back and subscribes", async ({
  page,
  request,
}) => {
  const detail = await vacancyWithBothLists(request);
  await page.goto(`/vacancies/${detail.id}`);
  const card = () => page.locator('main').getByRole('region', { name: en.vacancyPage.companyCard.label });
  await card().getByRole('link', { name: en.vacancyPage.signInToSubscribe }).click();
  await expect(page).toHaveURL(/\/signIn$/);
  await signIn(page, TALENT.email, TALENT.password, TALENT.name);
  await page.goto(`/vacancies/${detail.id}`);
  await card().getByRole('button', { name: en.subscriptions.subscribe, exact: true }).click();
  await expect(card().getByRole('button', { name: en.subscriptions.subscribed })).toBeVisible();
});
