import type { APIRequestContext, Browser } from '@playwright/test';
import { appReadyContext, expect, type Page, test } from './support/test.js';
import { en, ka, unique } from './support/ui.js';

const PASSWORD = 'Matching#2026';

interface CardItem {
  id: number;
  technologies: { id: number }[];
  city: { id: number } | null;
  workLocation: { id: number } | null;
}

/** A talent whose profile is cut to fit one open demo vacancy: its technologies, city and work format. */
async function talentFitting(request: APIRequestContext): Promise<{ token: string; vacancy: CardItem }> {
  const search = await request.get('/api/Vacancy/SearchVacancies?pageSize=36');
  const items = (await search.json()).data.items as CardItem[];
  const vacancy = items.find((item) => item.technologies.length >= 2 && item.city && item.workLocation)!;
  expect(vacancy).toBeTruthy();
  const email = unique('match');
  const created = await request.post('/api/Account/CreateUserAccount', {
    multipart: {
      Name: 'Nino Matchwalk',
      Email: email,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      AcceptTerms: 'true',
      Technologies: String(vacancy.technologies[0]!.id),
    },
  });
  expect(created.status()).toBe(200);
  const signedIn = await request.post('/api/Account/SignIn', { data: { email, password: PASSWORD } });
  const token = (await signedIn.json()).data.token as string;
  const headers = { Authorization: `Bearer ${token}` };
  const technologies = await request.post('/api/Users/UpdateUserTechnologies', {
    headers,
    data: { technologyIds: vacancy.technologies.map((technology) => technology.id) },
  });
  expect(technologies.status()).toBe(200);
  const saved = await request.post('/api/Users/UpdateTalentProfile', {
    headers,
    data: { cityIds: [vacancy.city!.id], workLocationIds: [vacancy.workLocation!.id] },
  });
  expect(saved.status()).toBe(200);
  return { token, vacancy };
}

/** A page in that language with the cookie banner answered; signed in when a token is given. */
async function pageAt(
  browser: Browser,
  language: 'en-US' | 'ka-GE',
  token: string | null,
  width: number,
): Promise<Page> {
  const context = appReadyContext(
    await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, isMobile: width < 500 }),
  );
  await context.addInitScript(
    ([lang, session]) => {
      localStorage.setItem('lang', lang);
      if (session) localStorage.setItem('token', session);
      localStorage.setItem('cookiesModal', 'decline');
    },
    [language, token] as const,
  );
  return context.newPage();
}

test('a talent sorts the vacancies by best match and reads why one fits (Georgian, phone)', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { token } = await talentFitting(request);
  const page = await pageAt(browser, 'ka-GE', token, 390);
  await page.goto('/ka/vacancies?sort=match');
  const first = page.getByRole('article').first();
  await expect(first).toContainText(/შესაბამისობა · \d+%/);
  await first.getByRole('link').filter({ hasNotText: /^$/ }).first().click();
  const panel = page.getByRole('region', { name: ka.vacancyMatch.title });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(ka.vacancyMatch.technologies.label);
  await expect(panel).not.toContainText('{{');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath('match-390-ka.png'), fullPage: true });
});

test('a visitor reads the salaries, narrows them to a technology, exports and charts them (English), and reads them in Georgian on a phone', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const page = await pageAt(browser, 'en-US', null, 1280);
  await page.goto('/salaries');
  await expect(page.getByRole('heading', { level: 1, name: en.salaries.title })).toBeVisible();
  await expect(page.getByRole('heading', { name: en.salaries.fromVacancies })).toBeVisible();
  const byTechnology = page.getByRole('region', { name: en.salaries.byTechnology });
  await byTechnology.getByRole('link', { name: en.salaries.seeFigure.replace('{{name}}', 'Python') }).click();
  await expect(page).toHaveURL(/technologyId=\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Python');
  await expect(page.getByRole('heading', { name: en.salaries.fromVacancies })).toBeVisible();

  const csvLink = page.getByRole('link', { name: en.salaries.exportCsv });
  const csv = await request.get((await csvLink.getAttribute('href'))!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect((await csv.text()).split('\n').length).toBeGreaterThan(1);

  await page.getByText(en.salaries.asChart, { exact: true }).click();
  await expect(
    page.getByRole('img', { name: en.salaries.chartLabel }).or(page.locator('.recharts-wrapper')).first(),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('salaries-1280-en.png'), fullPage: true });

  const phone = await pageAt(browser, 'ka-GE', null, 390);
  await phone.goto('/ka/salaries');
  await expect(phone.getByRole('heading', { level: 1, name: ka.salaries.title })).toBeVisible();
  await expect(phone.getByRole('heading', { name: ka.salaries.fromVacancies })).toBeVisible();
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.screenshot({ path: test.info().outputPath('salaries-390-ka.png'), fullPage: true });
});
