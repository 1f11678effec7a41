import { expect, test } from '@playwright/test';
import { en, field, ka, signIn, tokenOf } from './support/ui.js';

test('a talent writes an anonymous review: it waits for approval and never names its author', async ({ page, request }) => {
  await signIn(page, 'talent@demo.techboard.ge', 'Talent#2026', 'Ana Demo');
  await page.goto('/companies/ushba-ai/reviews');
  await page.getByRole('link', { name: en.reviews.write }).first().click();
  await expect(page).toHaveURL(/\/companies\/ushba-ai\/reviews\/createReview$/);

  const form = page.getByRole('form', { name: en.reviews.formTitle.replace('{{name}}', 'Ushba AI') });
  // The stars are visually hidden radios: click the star drawn for the fourth.
  const fourStars = await form.getByRole('radio', { name: en.reviews.stars_other.replace('{{count}}', '4') }).getAttribute('id');
  await form.locator(`label[for="${fourStars}"]`).click();
  await field(page, en.reviews.fields.headline).fill('Real research, small team');
  await field(page, en.reviews.fields.description).fill('We train Georgian speech models and ship them to real customers.');
  await field(page, en.reviews.fields.pros).fill('Interesting problems');
  await expect(form.getByRole('radio', { name: en.reviews.visibility.anonymous })).toBeChecked();
  await form.getByRole('button', { name: en.reviews.submit }).click();
  await expect(page.getByText(en.reviews.submitted)).toBeVisible();
  await expect(page).toHaveURL(/\/companies\/ushba-ai\/reviews$/);

  // Stored as pending and anonymous; the public list shows no pending review, so no author either.
  const mine = (await (await request.get('/api/Company/GetMyReviews', { headers: { Authorization: await tokenOf(page) } })).json()).data;
  expect(mine.items).toEqual(
    expect.arrayContaining([expect.objectContaining({ headline: 'Real research, small team', status: 1, visibility: 1 })]),
  );
  const details = (await (await request.get('/api/Company/GetCompanyDetails?companySlug=ushba-ai')).json()).data;
  const publicReviews = await (await request.get(`/api/Company/GetCompanyReviews?companyId=${details.id}`)).text();
  expect(publicReviews).not.toContain('Real research, small team');
  expect(publicReviews).not.toContain('Ana Demo');
});

test('a visitor compares two companies with the pickers, in English and Georgian', async ({ page }) => {
  await page.goto('/compare');
  const first = page.getByRole('combobox', { name: en.compare.first });
  await first.fill('Kartuli');
  await page.getByRole('listbox', { name: en.compare.first }).getByRole('option', { name: /Kartuli Code/ }).click();
  const second = page.getByRole('combobox', { name: en.compare.second });
  await second.fill('Ushba');
  await page.getByRole('listbox', { name: en.compare.second }).getByRole('option', { name: /Ushba AI/ }).click();

  await expect(page).toHaveURL(/\/compare\/kartuli-code-vs-ushba-ai$/);
  const table = page.getByRole('table', { name: en.compare.tableLabel });
  await expect(table).toContainText('Kartuli Code');
  await expect(table).toContainText('Ushba AI');
  await expect(table.getByRole('rowheader', { name: en.compare.rows.technologies })).toBeVisible();
  await expect(page.getByRole('navigation', { name: en.breadcrumbs.label })).toContainText('Kartuli Code vs Ushba AI');

  await page.getByRole('button', { name: 'ქართული' }).first().click();
  await expect(page.getByRole('table', { name: ka.compare.tableLabel })).toContainText('Ushba AI');
  await expect(page.getByRole('table', { name: ka.compare.tableLabel }).getByRole('rowheader', { name: ka.compare.rows.technologies })).toBeVisible();
});
