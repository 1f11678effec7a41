import { expect, test } from './support/test.js';
import { linkFromMail } from './support/mail.js';
import { en, ka, unique } from './support/ui.js';

test('a visitor reads the news, searches it, opens an article and copies its link', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: en.header.news }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: en.news.title })).toBeVisible();
  const articles = page.getByRole('list', { name: en.news.listLabel });
  await expect(articles.getByRole('link').first()).toBeVisible();

  // The first article's first word finds it again.
  const firstCard = articles.getByRole('link').first();
  const href = await firstCard.getAttribute('href');
  await page.goto(href!);
  const title = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  expect(title.length).toBeGreaterThan(3);
  await expect(page.getByRole('navigation', { name: en.breadcrumbs.label })).toContainText(title);
  await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

  await page.getByRole('button', { name: en.news.copyLink }).click();
  await expect(page.getByText(en.vacancyPage.linkCopied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await page.goto('/news');
  const word = title.split(/\s+/).find((part) => /^\p{L}{5,}$/u.test(part))!;
  await page.getByRole('searchbox', { name: en.news.searchLabel }).fill(word);
  await expect(page).toHaveURL(new RegExp(`search=${encodeURIComponent(word)}`));
  await expect(
    page
      .getByRole('list', { name: en.news.listLabel })
      .getByRole('link', { name: new RegExp(title.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }),
  ).toBeVisible();
});

test('a reader subscribes to the news, confirms from the mail, and unsubscribes from the link (twice: "You already unsubscribed")', async ({
  page,
}) => {
  const email = unique('reader');
  await page.goto('/news');
  const box = page.getByRole('region', { name: en.news.subscribe.title });
  await box.getByRole('button', { name: en.news.subscribe.submit }).click();
  await expect(box.getByText(en.news.subscribe.fillEmail)).toBeVisible();
  await box.getByLabel(en.news.subscribe.email).fill(email);
  await box.getByRole('checkbox').check();
  await box.getByRole('button', { name: en.news.subscribe.submit }).click();
  await expect(box.getByRole('status')).toBeVisible();

  await page.goto(await linkFromMail(email, /confirmSubscription=/));
  await expect(page).toHaveURL(/\/news$/);

  // Subscribing again is answered the same way; the mail says so and carries the unsubscribe link.
  await box.getByLabel(en.news.subscribe.email).fill(email);
  await box.getByRole('checkbox').check();
  await box.getByRole('button', { name: en.news.subscribe.submit }).click();
  const unsubscribeLink = await linkFromMail(email, /\/unsubscribe\?token=/);

  await page.goto(unsubscribeLink);
  await page.getByRole('button', { name: en.news.unsubscribe.button }).click();
  await expect(page.getByRole('heading', { name: en.news.unsubscribe.doneTitle })).toBeVisible();
  await page.goto(unsubscribeLink);
  await expect(page.getByRole('heading', { name: en.news.unsubscribe.alreadyTitle })).toBeVisible();
});

test('the news in Georgian: the list, an article and the subscription box', async ({ page }) => {
  await page.goto('/news?lang=ka');
  await expect(page.getByRole('heading', { level: 1, name: ka.news.title })).toBeVisible();
  const articles = page.getByRole('list', { name: ka.news.listLabel });
  await articles.getByRole('link').first().click();
  await expect(page.locator('article')).toHaveAttribute('lang', 'ka');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u10D0-\u10FF]/);
  await expect(page.getByRole('region', { name: ka.news.subscribe.title })).toBeVisible();
  await page.goto('/unsubscribe?token=broken&lang=ka');
  await expect(page.getByRole('heading', { name: ka.news.unsubscribe.invalidTitle })).toBeVisible();
});
