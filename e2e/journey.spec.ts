import { readFileSync } from 'node:fs';
import { expect, test } from './support/test.js';

const locale = (name: string) =>
  JSON.parse(readFileSync(new URL(`../client/src/i18n/${name}.json`, import.meta.url), 'utf8'));
const en = locale('en-US');
const ka = locale('ka-GE');

test('a visitor reads the landing page, switches to Georgian, opens About and an unknown page', async ({
  page,
  request,
}) => {
  const hero = (await (await request.get('/api/BackOfficeStaticData/GetHeroTextImage')).json()).data;
  const about = (await (await request.get('/api/BackOfficeStaticData/GetStaticData?type=0')).json()).data;

  const landing = await page.goto('/');
  expect(landing?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: hero.titleEN })).toBeVisible();
  const mainNavigation = page.getByRole('navigation', { name: en.header.mainNavigation });
  await expect(mainNavigation.getByRole('link', { name: en.header.companies })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText(en.footer.copyright);

  await page.getByRole('button', { name: 'ქართული' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: hero.titleGE })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: ka.header.mainNavigation }).getByRole('link', { name: ka.header.companies }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ka-GE');

  const aboutPage = await page.goto('/about');
  expect(aboutPage?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: about.titleGE })).toBeVisible();
  await expect(page.getByRole('navigation', { name: ka.breadcrumbs.label })).toContainText(ka.breadcrumbs.about);
  await expect(page).toHaveTitle(/[\u10D0-\u10FF]/);

  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: ka.notFound.title })).toBeVisible();

  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: en.notFound.title })).toBeVisible();
});
