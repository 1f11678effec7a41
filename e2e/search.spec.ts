import { expect, test } from './support/test.js';
import { en, ka } from './support/ui.js';

test('a visitor finds vacancies, a company and a technology from one box, a misspelt word too, and opens one with the keyboard', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: en.header.search }).first().click();
  await expect(page).toHaveURL(/\/search$/);

  const box = page.getByRole('combobox', { name: en.search.label });
  await box.fill('kartuli');
  const companies = page.getByRole('group', { name: new RegExp(`^${en.search.groups.companies}:`) });
  await expect(companies.getByRole('option', { name: /Kartuli Code/ })).toBeVisible();
  await expect(page).toHaveURL(/\?q=kartuli/);

  // A misspelt technology: the matched words are marked in the titles.
  await box.fill('javscript');
  const vacancies = page.getByRole('group', { name: new RegExp(`^${en.search.groups.vacancies}:`) });
  await expect(
    page
      .getByRole('group', { name: new RegExp(`^${en.search.groups.technologies}:`) })
      .getByRole('option', { name: /JavaScript/ }),
  ).toBeVisible();
  await box.fill('react developer');
  await expect(vacancies.locator('mark').first()).toBeVisible();
  const first = vacancies.getByRole('option').first();
  const title = (
    await first
      .locator('mark')
      .first()
      .evaluate((mark) => mark.parentElement?.textContent ?? '')
  ).trim();
  await box.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/vacancies\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
});

test('in Georgian the box finds Georgian titles, and a search on /vacancies is also an RSS feed', async ({
  page,
  request,
}) => {
  await page.goto('/search?lang=ka');
  const box = page.getByRole('combobox', { name: ka.search.label });
  await box.fill('დეველოპერი');
  const vacancies = page.getByRole('group', { name: new RegExp(`^${ka.search.groups.vacancies}:`) });
  await expect(vacancies.locator('mark', { hasText: 'დეველოპერი' }).first()).toBeVisible();
  await expect(page.getByText(new RegExp(ka.search.found_other.split('{{')[0].trim()))).toBeVisible();

  await page.goto('/vacancies?searchTerm=react&lang=ka');
  const feed = page.getByRole('link', { name: ka.feed.link });
  const href = await feed.getAttribute('href');
  expect(href).toContain('/api/Vacancy/Rss?searchTerm=react');
  expect(href).toContain('lang=ka');
  const xml = await (await request.get(href!)).text();
  expect(xml).toContain('<language>ka</language>');
  expect(xml).toMatch(/<item>[\s\S]*React/);
});
