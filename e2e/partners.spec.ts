import { appReadyContext, expect, type Locator, type Page, test } from './support/test.js';
import { en, field, PNG, unique } from './support/ui.js';

const PASSWORD = 'Journey#2026';
const heroTitle = en.partners.hero.title;

const carouselOf = (page: Page) => page.getByRole('region', { name: en.partners.carousel.label });

/** A field of the embedded form by its label (with or without the required-field asterisk). */
const fieldIn = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

/** How many partner logos are wholly in view in the carousel. */
const logosInView = (page: Page) =>
  carouselOf(page).evaluate((carousel) => {
    const viewport = carousel.querySelector('.mantine-Carousel-viewport')!.getBoundingClientRect();
    return [...carousel.querySelectorAll('.mantine-Carousel-slide a')].filter((logo) => {
      const box = logo.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  });

/** The cookie banner sits at the bottom of the screen: decline it to reach what is under it. */
async function declineCookies(page: Page) {
  const banner = page.getByRole('region', { name: en.cookies.label });
  if (await banner.isVisible()) await banner.getByRole('button', { name: en.cookies.decline }).click();
}

test('/partners is English and /ka/partners Georgian, neither changes the language chosen for the site, and it renders alone', async ({
  page,
  browser,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'ქართული' }).first().click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'შესვლა' })).toBeVisible();

  // A visitor who chose Georgian gets the Georgian page, and keeps the choice.
  await page.goto('/partners');
  await expect(page).toHaveURL(/\/ka\/partners$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'დაიქირავეთ საქართველოს ტექ სპეციალისტები უფასოდ' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('ka-GE');
  await page.goto('/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ka');

  // Anyone else gets the English page the spec describes.
  const visitor = appReadyContext(await browser.newContext());
  const fresh = await visitor.newPage();
  await fresh.goto('/partners');
  await expect(fresh.getByRole('heading', { level: 1, name: heroTitle })).toBeVisible();
  await expect(fresh.locator('html')).toHaveAttribute('lang', 'en');

  // Only the logo and the sign-in link: no sections, search, sign-up, burger or language switcher.
  const banner = fresh.getByRole('banner');
  await expect(banner.getByRole('link')).toHaveCount(2);
  await expect(banner.getByRole('link', { name: en.header.signIn })).toHaveAttribute('href', '/signIn');
  await expect(banner.getByRole('button')).toHaveCount(0);
  await expect(fresh.getByRole('contentinfo')).toHaveCount(0);
  await expect(fresh.getByRole('button', { name: 'ქართული' })).toHaveCount(0);
  await expect(fresh.getByRole('navigation', { name: en.breadcrumbs.label })).toHaveCount(0);
  await expect(fresh).toHaveTitle(/Hire Tech Talent/);
  await visitor.close();
});

test('/Partners registers a company with the business-only form, logo included, and lands on /welcome', async ({
  page,
}) => {
  await page.goto('/Partners');
  const form = page.getByRole('region', { name: en.signUp.titleBusiness });
  await expect(form).toBeVisible();
  await expect(form.getByText(en.signUp.personal, { exact: true })).toHaveCount(0);
  await expect(form.getByText(en.signUp.business, { exact: true })).toHaveCount(0);
  await expect(fieldIn(form, en.fields.fullName)).toHaveCount(0);

  await fieldIn(form, en.fields.companyName).fill('Khevsureti Cloud');
  await fieldIn(form, en.fields.email).fill(unique('partner'));
  await fieldIn(form, en.fields.password).fill(PASSWORD);
  await fieldIn(form, en.fields.confirmPassword).fill(PASSWORD);
  await form.getByRole('checkbox', { name: /terms of use/ }).check();
  await form.getByRole('button', { name: en.signUp.next }).click();

  await form.getByLabel(en.signUp.uploadLogo).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: en.signUp.createAccount }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Khevsureti Cloud');

  // Signed in now: the page offers the company panel instead of the form.
  await page.goto('/partners');
  await expect(page.getByRole('link', { name: en.partners.signedIn.toCompanyPanel })).toHaveAttribute(
    'href',
    '/companyPanel/generalInformation',
  );
  await expect(page.getByRole('region', { name: en.signUp.titleBusiness })).toHaveCount(0);
});

test('the carousel links every partner logo to its company page and moves with its labelled arrows', async ({
  page,
}) => {
  await page.goto('/partners');
  await declineCookies(page);
  const carousel = carouselOf(page);
  const links = carousel.getByRole('link');
  await expect(links.first()).toBeVisible();
  const count = await links.count();
  expect(count).toBeGreaterThanOrEqual(8);
  expect(count).toBeLessThanOrEqual(20);
  for (const href of await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^\/companies\/[a-z0-9-]+$/);
  }
  // Each logo has its company's name written under it, which is also the link's name.
  for (const name of await links.evaluateAll((all) => all.map((link) => (link as HTMLElement).innerText))) {
    expect(name.trim()).toBeTruthy();
  }

  const firstName = (await links.first().innerText()).trim();
  await expect(links.first()).toHaveAccessibleName(firstName);
  const status = carousel.getByRole('status');
  await expect(status).toHaveText(`Slide 1 of ${count}`);
  await carousel.getByRole('button', { name: en.partners.carousel.next }).click();
  await expect(status).toHaveText(`Slide 2 of ${count}`);
  await carousel.getByRole('button', { name: en.partners.carousel.previous }).click();
  await expect(status).toHaveText(`Slide 1 of ${count}`);

  await links.first().click();
  await expect(page).toHaveURL(/\/companies\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(firstName);
});

test('the figures are rounded claims, the support contacts are shown, and the closing button goes back to the form', async ({
  page,
}) => {
  await page.goto('/partners');
  await declineCookies(page);
  const figures = page.getByRole('region', { name: en.partners.figures.title });
  await expect(figures.getByText(en.partners.figures.moreTitle)).toBeVisible();
  // A figure under 30 is left out rather than claimed ("10+ tech talents" would not impress).
  const counts = (await (await page.request.get('/api/Common/GetIndexPageCount')).json()).data;
  const technologies = (await (await page.request.get('/api/Common/GetDictionary?dictionaryType=8')).json()).data
    .length;
  const worthClaiming = [counts.userCount, counts.activeVacancyCount, technologies].filter(
    (value: number) => value >= 30,
  );
  await expect(figures.getByText(/^\d[\d,]*\+?$/)).toHaveCount(worthClaiming.length);
  await expect(
    page.getByRole('heading', {
      level: 2,
      name: counts.companyCount >= 30 ? /^Trusted by \d[\d,]*\+? companies$/ : en.partners.trusted.fallbackTitle,
    }),
  ).toBeVisible();
  const support = page.getByRole('region', { name: en.partners.support.title });
  await expect(support.getByRole('link', { name: 'support@techboard.ge' })).toHaveAttribute(
    'href',
    'mailto:support@techboard.ge',
  );

  const cta = page.getByRole('button', { name: en.partners.cta.action });
  await cta.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await cta.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(field(page, en.fields.companyName)).toBeFocused();
});

test('stays within the screen from 320 to 1920 px, with 2 to 7 logos in view', async ({ page }, testInfo) => {
  const widths: [number, number][] = [
    [320, 2],
    [375, 2],
    [576, 3],
    [768, 4],
    [1024, 5],
    [1440, 6],
    [1920, 7],
  ];
  for (const [width, logos] of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/partners');
    await expect(carouselOf(page).getByRole('link').first()).toBeVisible();
    await declineCookies(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expect.poll(() => logosInView(page)).toBe(logos);
    if (width === 375 || width === 1440) {
      // The logos load lazily: bring them into view first.
      await carouselOf(page).scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          carouselOf(page)
            .locator('img')
            .first()
            .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
        )
        .toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: testInfo.outputPath(`partners-${width}.png`), fullPage: true });
    }
  }
});
