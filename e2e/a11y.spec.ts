import { type APIRequestContext, expect, type Page, test } from './support/test.js';
import { pathInLanguage, type PathLanguage } from '../shared/language-paths.js';
import { blockingViolations, settle } from './support/axe.js';
import { demoLogins } from './support/demo-logins.js';
import { dataOf, publicPages } from './support/public-pages.js';

/** Issue 10, front-end budgets: axe-core finds no serious or critical WCAG A/AA violation on any main
 *  page, in English and in Georgian, signed out and signed in as a talent, a company and staff. */

type Role = 'visitor' | 'talent' | 'company' | 'staff';

const ACCOUNTS: Record<Exclude<Role, 'visitor'>, { email: string; password: string }> = demoLogins;

interface Stop {
  role: Role;
  path: string;
}

interface Fixtures {
  tokens: Record<Role, string | null>;
  stops: Stop[];
}

async function signInThroughApi(api: APIRequestContext, role: Exclude<Role, 'visitor'>): Promise<string> {
  return (await dataOf<{ token: string }>(api.post('/api/Account/SignIn', { data: ACCOUNTS[role] }))).token;
}

/** The pages to check: the public pages, and the panels with the demo company's first vacancy. */
async function loadFixtures(api: APIRequestContext): Promise<Fixtures> {
  const [talent, company, staff] = await Promise.all([
    signInThroughApi(api, 'talent'),
    signInThroughApi(api, 'company'),
    signInThroughApi(api, 'staff'),
  ]);
  const [own] = (
    await dataOf<{ items: { id: number; transformedTitle?: string }[] }>(
      // Type 1: the active vacancies.
      api.get('/api/Vacancy/GetAuthorizeCompanyVacancies?Type=1&page=1&pageSize=1', {
        headers: { Authorization: `Bearer ${company}` },
      }),
    )
  ).items;
  const as = (role: Role, ...paths: string[]) => paths.map((path) => ({ role, path }));
  return {
    tokens: { visitor: null, talent, company, staff },
    stops: [
      ...as('visitor', ...(await publicPages(api)), '/no-such-page'),
      ...as(
        'talent',
        '/userPanel/generalInformation',
        '/userPanel/jobs',
        '/userPanel/jobs?tab=saved',
        '/userPanel/user-subscriptions',
        '/userPanel/settings/account',
        '/companies/ushba-ai/reviews/createReview',
      ),
      ...as(
        'company',
        '/companyPanel/generalInformation',
        '/companyPanel/vacancies/active',
        '/companyPanel/vacancies/create',
        `/companyPanel/vacancies/update/${own.id}`,
        `/companyPanel/vacancies/vacancyDetails/${own.transformedTitle || own.id}`,
        '/companyPanel/statistics',
      ),
      ...as('staff', '/admin', '/admin?tab=accounts', '/admin?tab=vacancies', '/admin?tab=content'),
    ],
  };
}

let fixtures: Fixtures;

test.beforeAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  fixtures = await loadFixtures(api);
  await api.dispose();
});

/** Opens a page as the role: its session token (or none) is in place before the app starts. */
async function visit(page: Page, { role, path }: Stop, language: PathLanguage): Promise<void> {
  await page.evaluate(
    (token) => (token ? localStorage.setItem('token', token) : localStorage.removeItem('token')),
    fixtures.tokens[role],
  );
  // One address per language: the Georgian page is at /ka/... (issue 20).
  await page.goto(pathInLanguage(path, language));
  await settle(page);
}

for (const { name, locale, lang } of [
  { name: 'English', locale: 'en-US', lang: 'en' as const },
  { name: 'Georgian', locale: 'ka-GE', lang: 'ka' as const },
]) {
  test(`every main page in ${name} has no serious or critical accessibility violation`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.addInitScript((chosen) => localStorage.setItem('lang', chosen), locale);
    await page.goto('/api/health');

    const failures: string[] = [];
    for (const stop of fixtures.stops) {
      await visit(page, stop, lang);
      await expect(page.locator('html'), `${stop.path} is marked as ${name}`).toHaveAttribute('lang', lang);
      const found = await blockingViolations(page);
      if (found.length) failures.push(`${stop.path} (${stop.role}, ${lang}):\n  ${found.join('\n  ')}`);
    }
    expect(failures, `axe-core violations:\n${failures.join('\n')}`).toEqual([]);
  });
}
