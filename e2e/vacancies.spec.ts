import { readFile } from 'node:fs/promises';
import { appReadyContext, expect, type Locator, type Page, test } from './support/test.js';
import { en, field, ka, signIn } from './support/ui.js';

const COMPANY = { email: 'company@demo.techboard.ge', password: 'Company#2026', name: 'Kartuli Code' };
const TALENT = { email: 'talent@demo.techboard.ge', password: 'Talent#2026', name: 'Ana Demo' };

/** A small but real PDF: the server checks a CV by its bytes. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Picks one option of a Mantine select or multi-select by its label. */
async function choose(page: Page, scope: Page | Locator, label: string, option: string) {
  const box = scope.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await box.click();
  if ((await box.getAttribute('readonly')) === null) await box.fill(option);
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Types text into an Editor.js field. */
async function typeInEditor(page: Page, label: string, text: string) {
  const editor = page.getByRole('group', { name: label });
  await editor.locator('[contenteditable="true"]').first().click();
  await page.keyboard.type(text);
}

test('a verified company publishes a vacancy in both languages; a talent finds it by filter and applies with a PDF; the company downloads the CV', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const title = `Rust platform engineer ${stamp}`;
  const titleGe = `Rust პლატფორმის ინჟინერი ${stamp}`;
  const form = en.companyVacancies.form;

  // The company publishes (the demo company is verified: no review).
  const companyContext = appReadyContext(await browser.newContext({ acceptDownloads: true }));
  const company = await companyContext.newPage();
  await signIn(company, COMPANY.email, COMPANY.password, COMPANY.name);
  await company.goto('/companyPanel/vacancies/create');
  await field(company, form.title).fill(title);
  await field(company, form.titleGE).fill(titleGe);
  await typeInEditor(
    company,
    form.descriptionEN,
    'We build payment infrastructure in Rust and PostgreSQL for banks in the Caucasus.',
  );
  await typeInEditor(
    company,
    form.descriptionGE,
    'ვქმნით საგადახდო ინფრასტრუქტურას Rust-ითა და PostgreSQL-ით კავკასიის ბანკებისთვის.',
  );
  await choose(company, company, form.experienceId, 'Senior');
  await choose(company, company, form.employmentTypeId, 'Contract');
  await choose(company, company, form.workLocationId, 'Hybrid');
  await choose(company, company, form.cityId, 'Kutaisi');
  await choose(company, company, form.jobFunctionId, 'Backend Development');
  await choose(company, company, form.technologyIds, 'Rust');
  await field(company, form.salaryMin).fill('6000');
  await field(company, form.salaryMax).fill('9000');
  await company.getByRole('switch', { name: new RegExp(`^${form.showSalary}`) }).check();
  await company.getByRole('button', { name: form.publish }).click();
  await expect(company.getByText(en.companyVacancies.toasts.published).first()).toBeVisible();

  // A talent finds it with filters, in English, and reads it in Georgian.
  const talentContext = appReadyContext(await browser.newContext());
  const talent = await talentContext.newPage();
  await signIn(talent, TALENT.email, TALENT.password, TALENT.name);
  await talent.goto('/vacancies');
  const filters = talent.getByRole('search', { name: en.vacanciesPage.filters.title });
  await choose(talent, filters, en.vacanciesPage.filters.technologies, 'Rust');
  await choose(talent, filters, en.vacanciesPage.filters.cities, 'Kutaisi');
  await choose(talent, filters, en.vacanciesPage.filters.employmentTypes, 'Contract');
  await expect(talent).toHaveURL(/technologies=\d+.*employmentTypes=\d+.*cities=\d+/);
  const card = talent.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(/6,000\D*9,000/)).toBeVisible();
  await card.getByRole('link', { name: title }).click();
  await expect(talent.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await talent.getByRole('button', { name: 'ქართული' }).first().click();
  await expect(talent.getByRole('heading', { level: 1, name: titleGe })).toBeVisible();
  await expect(talent.getByText('ვქმნით საგადახდო ინფრასტრუქტურას', { exact: false })).toBeVisible();
  await talent.getByRole('button', { name: 'English' }).first().click();

  // …and applies with a PDF.
  await talent.getByRole('button', { name: en.vacancyPage.applyNow }).click();
  const dialog = talent.getByRole('dialog');
  const apply = en.vacancyPage.apply;
  await dialog.getByLabel(apply.fullName).fill('Ana Demo');
  await dialog.getByLabel(apply.phone).fill('+995 555 12 34 56');
  await dialog.getByLabel(apply.message).fill('I have written Rust services for five years.');
  const newCv = dialog.getByRole('radio', { name: apply.useNewCv });
  if (await newCv.isVisible()) await newCv.check();
  await dialog
    .getByLabel(apply.chooseCv)
    .setInputFiles({ name: 'ana-demo-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: apply.send }).click();
  await expect(talent.getByText('You have successfully submitted the application.').first()).toBeVisible();
  await expect(talent.getByText(en.vacancyPage.applied)).toBeVisible();

  // The company sees the applicant and downloads the CV.
  await company.goto('/companyPanel/vacancies/active');
  const own = company.getByRole('article', { name: title });
  await expect(own).toContainText('1 applicant');
  await own.getByRole('link', { name: en.applicants.navButton }).click();
  await expect(company).toHaveURL(/\/companyPanel\/vacancies\/vacancyDetails\/rust-platform-engineer-/);
  const applicant = company.getByRole('article', { name: 'Ana Demo' });
  await expect(applicant).toBeVisible();
  const [download] = await Promise.all([
    company.waitForEvent('download'),
    applicant.getByRole('button', { name: en.applicants.downloadCv }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  const saved = await readFile(await download.path());
  expect(saved.subarray(0, 5).toString()).toBe('%PDF-');

  // In Georgian, the same page speaks Georgian.
  await company.getByRole('button', { name: 'ქართული' }).first().click();
  await expect(company.getByRole('heading', { level: 1, name: titleGe })).toBeVisible();
  await expect(
    company.getByRole('article', { name: 'Ana Demo' }).getByRole('button', { name: ka.applicants.downloadCv }),
  ).toBeVisible();

  await companyContext.close();
  await talentContext.close();
});

test("a filter's options open right under its field, on a visitor's first page, in both languages", async ({
  page,
}) => {
  for (const { path, label } of [
    { path: '/vacancies', label: 'Technologies' },
    { path: '/companies?lang=ka', label: 'ტექნოლოგიები' },
  ]) {
    // A fresh page: no other page's code has brought the dropdown's styles along.
    await page.goto('about:blank');
    await page.goto(path);
    const box = page.getByRole('combobox', { name: label, exact: true });
    await box.click();
    const options = page.getByRole('listbox');
    await expect(options).toBeVisible();
    const field = (await box
      .locator('xpath=ancestor::*[contains(@class, "mantine-InputWrapper-root")][1]')
      .boundingBox())!;
    const list = (await options.boundingBox())!;
    expect(list.y, `${path}: the options' top against the field's bottom`).toBeGreaterThanOrEqual(
      field.y + field.height - 40,
    );
    expect(list.y, `${path}: the options' top against the field's bottom`).toBeLessThan(field.y + field.height + 16);
    expect(Math.abs(list.x - field.x), `${path}: the options' left edge against the field's`).toBeLessThan(24);
    await page.keyboard.press('Escape');
  }
});

test('on a phone the filters wait behind one button: the first vacancy is on the first screen, and the drawer narrows the list in both languages', async ({
  browser,
}) => {
  const context = appReadyContext(
    await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }),
  );
  const page = await context.newPage();
  for (const { path, texts } of [
    { path: '/vacancies', texts: en },
    { path: '/ka/vacancies', texts: ka },
  ]) {
    await page.goto(path);
    const firstCard = page.getByRole('article').first();
    await expect(firstCard).toBeInViewport();
    await expect(page.getByRole('combobox', { name: texts.vacanciesPage.filters.technologies })).toHaveCount(0);

    await page.getByRole('button', { name: texts.vacanciesPage.filters.title, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: texts.vacanciesPage.filters.label });
    await choose(page, drawer, texts.vacanciesPage.filters.technologies, 'React');
    await expect(page).toHaveURL(/technologies=\d+/);
    await drawer.getByRole('button', { name: /\d/ }).click();
    await expect(drawer).toBeHidden();
    await expect(
      page.getByRole('button', { name: texts.vacanciesPage.filters.openChosen.replace('{{count}}', '1') }),
    ).toBeVisible();
    await expect(page.getByRole('article').first().getByText('React', { exact: true })).toBeVisible();
  }
  await context.close();
});
