import { expect, type Page, test } from './support/test.js';
import { en, ka, type Texts } from './support/ui.js';

/** Issue 22, "Everyone": compare on phones, full landing rows, partner names and modest figures,
 *  Enter in the technology filter; each in both languages on a phone and a desktop. */

const languages: { name: string; prefix: string; texts: Texts }[] = [
  { name: 'English', prefix: '', texts: en },
  { name: 'Georgian', prefix: '/ka', texts: ka },
];
const widths = [390, 1280];
/** The landing lists are also looked at between the two, where they have two columns. */
const landingOnlyWidths = [768];

/** The cookie banner sits at the bottom of the screen: decline it to reach what is under it. */
async function declineCookies(page: Page, texts: Texts) {
  const banner = page.getByRole('region', { name: texts.cookies.label });
  if (await banner.isVisible()) await banner.getByRole('button', { name: texts.cookies.decline }).click();
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

/** Every row of the landing's lists is full: 4 cards in one column on phones, 8 in two or four;
 *  the popular technologies in two, four or six columns. */
async function landingRowsAreFull(page: Page, prefix: string, texts: Texts, width: number, screenshot: string) {
  await page.goto(`${prefix}/`);
  await declineCookies(page, texts);
  for (const title of [texts.home.latestVacancies.title, texts.home.newCompanies.title]) {
    const cards = page.getByRole('region', { name: title }).locator('ul').first().locator(':scope > li');
    await expect(cards.first()).toBeVisible();
    const tops = await cards.evaluateAll((items) =>
      items
        .filter((item) => item.getClientRects().length > 0)
        .map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    const columns = width < 768 ? 1 : width < 1200 ? 2 : 4;
    const perRow = new Map<number, number>();
    for (const top of tops) perRow.set(top, (perRow.get(top) ?? 0) + 1);
    expect(tops).toHaveLength(width < 768 ? 4 : 8);
    expect([...perRow.values()].every((count) => count === columns)).toBe(true);
    // The list itself stays within the screen. (The page's width is not checked here: at 768 px the
    // Georgian header is wider than the screen, which is the header's own matter.)
    const list = (await page.getByRole('region', { name: title }).locator('ul').first().boundingBox())!;
    expect(list.x + list.width).toBeLessThanOrEqual(width);
  }
  // The popular technologies too: two, four or six a row, every row full.
  const technologies = page
    .getByRole('region', { name: texts.home.technologies.title })
    .locator('ul')
    .first()
    .locator(':scope > li');
  await expect(technologies.first()).toBeVisible();
  const technologyTops = await technologies.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  const technologyColumns = width < 768 ? 2 : width < 1200 ? 4 : 6;
  const technologiesPerRow = new Map<number, number>();
  for (const top of technologyTops) technologiesPerRow.set(top, (technologiesPerRow.get(top) ?? 0) + 1);
  expect([...technologiesPerRow.values()].every((count) => count === technologyColumns)).toBe(true);
  await page.getByRole('region', { name: texts.home.latestVacancies.title }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: screenshot, fullPage: true });
}

for (const { name, prefix, texts } of languages) {
  for (const width of landingOnlyWidths) {
    test.describe(`${name} at ${width} px`, () => {
      test.use({ viewport: { width, height: 1024 } });
      test('the landing lists fill their rows', async ({ page }, testInfo) =>
        landingRowsAreFull(
          page,
          prefix,
          texts,
          width,
          testInfo.outputPath(`landing-${prefix ? 'ka' : 'en'}-${width}.png`),
        ));
    });
  }
  for (const width of widths) {
    test.describe(`${name} at ${width} px`, () => {
      test.use({ viewport: { width, height: 844 } });

      test('compare keeps both companies in view, the pickers show them, company size is one row', async ({
        page,
      }, testInfo) => {
        await page.goto(`${prefix}/compare/kartuli-code-vs-ushba-ai`);
        await declineCookies(page, texts);
        const table = page.getByRole('table', { name: texts.compare.tableLabel });
        await expect(table).toBeVisible();

        const first = page.getByRole('combobox', { name: texts.compare.first });
        const second = page.getByRole('combobox', { name: texts.compare.second });
        await expect(first).toHaveValue('Kartuli Code');
        await expect(second).toHaveValue('Ushba AI');
        // The chosen company's logo stands in the box beside its name.
        for (const picker of [first, second]) {
          const logo = picker.locator('xpath=ancestor::div[contains(@class,"mantine-TextInput-root")]').locator('img');
          await expect(logo).toHaveCount(1);
        }

        const sizeRows = table.getByRole('rowheader', {
          name: new RegExp(`${texts.compare.rows.teamSize}|${name === 'English' ? 'Company size' : 'კომპანიის ზომა'}`),
        });
        await expect(sizeRows).toHaveCount(1);
        await expect(table.getByRole('rowheader', { name: texts.compare.rows.teamSize })).toHaveCount(0);

        const heads = [
          table.getByRole('link', { name: 'Kartuli Code' }),
          table.getByRole('link', { name: 'Ushba AI' }),
        ];
        const inView = async () => {
          for (const head of heads) {
            const box = (await head.boundingBox())!;
            expect(box.x).toBeGreaterThanOrEqual(0);
            expect(box.x + box.width).toBeLessThanOrEqual(width);
            expect(box.y).toBeGreaterThanOrEqual(0);
            expect(box.y + box.height).toBeLessThanOrEqual(844);
          }
        };
        await heads[0].scrollIntoViewIfNeeded();
        await inView();
        await noSidewaysScroll(page, width);
        await page.screenshot({
          path: testInfo.outputPath(`compare-${prefix ? 'ka' : 'en'}-${width}.png`),
          fullPage: false,
        });

        // Further down, by the benefits, both names are still on screen (they stick on phones; the
        // table is short enough on a desktop).
        const benefits = table.getByRole('rowheader', { name: texts.compare.rows.benefits });
        await benefits.scrollIntoViewIfNeeded();
        if (width < 768) {
          await page.evaluate(() => window.scrollBy(0, 200));
          await inView();
          const benefitValues = await benefits
            .locator('xpath=..')
            .locator('td')
            .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().top));
          // Both values on one line, under the label.
          expect(benefitValues).toHaveLength(2);
          expect(Math.abs(benefitValues[0] - benefitValues[1])).toBeLessThan(2);
          await page.screenshot({
            path: testInfo.outputPath(`compare-scrolled-${prefix ? 'ka' : 'en'}-${width}.png`),
            fullPage: false,
          });
        }
      });

      test('the landing lists fill their rows', async ({ page }, testInfo) =>
        landingRowsAreFull(
          page,
          prefix,
          texts,
          width,
          testInfo.outputPath(`landing-${prefix ? 'ka' : 'en'}-${width}.png`),
        ));

      test('the partner carousel names its companies and claims no small figure', async ({ page }, testInfo) => {
        await page.goto(`${prefix}/partners`);
        await declineCookies(page, texts);
        const carousel = page.getByRole('region', { name: texts.partners.carousel.label });
        const links = carousel.getByRole('link');
        await expect(links.first()).toBeVisible();
        const firstName = (await links.first().innerText()).trim();
        expect(firstName.length).toBeGreaterThan(1);
        await expect(links.first()).toHaveAccessibleName(firstName);
        await expect(links.first().getByText(firstName)).toBeVisible();

        const figures = page.getByRole('region', { name: texts.partners.figures.title });
        await expect(figures.getByText(texts.partners.figures.moreTitle)).toBeVisible();
        await expect(figures.locator('[aria-busy="true"]')).toHaveCount(0);
        const claimed = await figures.getByText(/^\d[\d,\s\u202f]*\+?$/).allInnerTexts();
        for (const figure of claimed) expect(Number(figure.replace(/\D/g, ''))).toBeGreaterThanOrEqual(30);
        // What is left fills its rows: each row of figures reaches the right edge of the list.
        const rowsReachTheEdge = await figures
          .locator('ul')
          .first()
          .evaluate((list) => {
            const right = list.getBoundingClientRect().right;
            const rows = new Map<number, number>();
            for (const item of list.children) {
              const box = item.getBoundingClientRect();
              rows.set(Math.round(box.top), Math.max(rows.get(Math.round(box.top)) ?? 0, box.right));
            }
            return [...rows.values()].every((rowRight) => Math.abs(rowRight - right) < 2);
          });
        expect(rowsReachTheEdge).toBe(true);
        const trusted = page
          .getByRole('heading', {
            level: 2,
            name: new RegExp(`${texts.partners.trusted.fallbackTitle.replace(/[.]/g, '\\.')}|\\d`),
          })
          .first();
        const title = await trusted.innerText();
        const claimedCompanies = title.match(/\d[\d,\s\u202f]*/);
        if (claimedCompanies) expect(Number(claimedCompanies[0].replace(/\D/g, ''))).toBeGreaterThanOrEqual(30);
        await noSidewaysScroll(page, width);
        await carousel.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            carousel
              .locator('img')
              .first()
              .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
          )
          .toBe(true);
        await page.screenshot({
          path: testInfo.outputPath(`partners-${prefix ? 'ka' : 'en'}-${width}.png`),
          fullPage: false,
        });
      });

      test('Enter in the technology filter picks the highlighted match', async ({ page }) => {
        await page.goto(`${prefix}/vacancies`);
        await declineCookies(page, texts);
        let scope = page.locator('body');
        if (width < 768) {
          await page.getByRole('button', { name: texts.vacanciesPage.filters.title }).click();
          scope = page.getByRole('dialog', { name: texts.vacanciesPage.filters.label });
          await expect(scope).toBeVisible();
        }
        const technologies = scope.getByRole('combobox', { name: texts.vacanciesPage.filters.technologies });
        await technologies.click();
        await technologies.pressSequentially('typescr');
        await expect(page.getByRole('option', { name: 'TypeScript' })).toHaveAttribute('data-combobox-selected');
        await technologies.press('Enter');
        await expect(page).toHaveURL(/[?&]technologies=\d+/);
        await expect(scope.locator('.mantine-Pill-label', { hasText: /^TypeScript$/ })).toBeVisible();
      });
    });
  }
}
