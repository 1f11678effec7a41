import { expect, type Page, test } from './support/test.js';
import { en, field, ka, PNG, signIn, tokenOf, unique } from './support/ui.js';

const COMPANY = 'Tbilisi Quantum Works';
const ABOUT_EN = 'Tbilisi Quantum Works builds simulation software for physics labs across the Caucasus.';
const ABOUT_GE = 'თბილისის კვანტური სახელოსნო ფიზიკის ლაბორატორიებისთვის სიმულაციის პროგრამებს ქმნის.';

/** The company panel's progress card says the profile is complete. */
const expectComplete = async (page: Page, texts: typeof en) =>
  expect(page.getByRole('region', { name: texts.panel.profileProgress }).getByText('100%')).toBeVisible();

test('a company fills its profile to 100 % in English and Georgian and sees it on its public page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // Sign up (the logo is the profile image).
  const email = unique('profile');
  await page.goto('/signUp?business');
  await field(page, en.fields.companyName).fill(COMPANY);
  await field(page, en.fields.email).fill(email);
  await field(page, en.fields.password).fill('Profile#2026');
  await field(page, en.fields.confirmPassword).fill('Profile#2026');
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await page.getByRole('button', { name: en.signUp.next }).click();
  await page.getByLabel(en.signUp.uploadLogo).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: en.signUp.createAccount }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  // English: cover, tagline and team size, technologies, benefits, contact card.
  await page.goto('/companyPanel/generalInformation');
  const progress = page.getByRole('region', { name: en.panel.profileProgress });
  await expect(progress.getByRole('list', { name: en.panel.progressMissing })).toBeVisible();
  await page.getByLabel(en.panel.changeCover).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText(en.messages.updatedSuccessfully).first()).toBeVisible();

  const tagline = page.getByRole('form', { name: en.panel.taglineAndTeamSize });
  await tagline.getByLabel(en.panel.tagLine, { exact: true }).fill('Physics, simulated');
  await tagline.getByLabel(en.panel.tagLineGe).fill('ფიზიკა, სიმულირებული');
  await tagline.getByRole('combobox', { name: en.panel.teamSize }).click();
  await page.getByRole('option', { name: '11–50 employees' }).click();
  await tagline.getByRole('button', { name: en.panel.saveTagline }).click();

  await page.getByRole('button', { name: en.panel.edit.contact.dialogTitle }).click();
  let dialog = page.getByRole('dialog', { name: en.panel.edit.contact.dialogTitle });
  await expect(dialog.getByRole('combobox', { name: en.panel.edit.contact.countryCode })).toHaveValue(/\+995/);
  await dialog.getByLabel(en.panel.edit.contact.phoneNumber).fill('555 12 34 56');
  await dialog.getByLabel(en.panel.edit.contact.email, { exact: true }).fill('hello@quantum.ge');
  await dialog.getByLabel(en.panel.edit.contact.website).fill('quantum.ge');
  await dialog.getByRole('button', { name: en.panel.edit.save }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('region', { name: en.panel.edit.contact.title }).getByRole('link', { name: 'http://quantum.ge' }),
  ).toBeVisible();

  await page.goto('/companyPanel/technologies');
  const technologies = page.getByRole('combobox', { name: en.fields.technologies });
  await technologies.click();
  await technologies.fill('TypeScript');
  await page.getByRole('option', { name: 'TypeScript', exact: true }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: en.panel.saveTechnologies }).click();
  await expect(page.getByText(en.messages.updatedSuccessfully).first()).toBeVisible();

  await page.goto('/companyPanel/benefits');
  await page.getByRole('region', { name: en.panel.benefitsSection }).getByRole('checkbox').first().check();
  await page.getByRole('button', { name: en.panel.saveBenefits }).click();
  await expect(page.getByText(en.panel.benefitsUpdated).first()).toBeVisible();

  // Georgian: the about texts and the key facts, then the profile is complete.
  await page.goto('/companyPanel/generalInformation?lang=ka');
  await page.getByRole('button', { name: ka.panel.edit.about.dialogTitle }).click();
  dialog = page.getByRole('dialog', { name: ka.panel.edit.about.dialogTitle });
  await dialog.getByLabel(ka.panel.edit.about.english).fill(ABOUT_EN);
  await dialog.getByLabel(ka.panel.edit.about.georgian).fill(ABOUT_GE);
  await dialog.getByRole('button', { name: ka.panel.edit.save }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: ka.panel.edit.overview.dialogTitle }).click();
  dialog = page.getByRole('dialog', { name: ka.panel.edit.overview.dialogTitle });
  await field(page, 'დაარსების წელი').fill('1700');
  await field(page, 'თანამშრომლები საქართველოში').fill('many');
  await dialog.getByRole('button', { name: ka.panel.edit.save }).click();
  await expect(dialog.getByText(ka.panel.edit.incorrectFields)).toBeVisible();
  await expect(dialog.getByText(ka.panel.edit.errors.invalidYear)).toBeVisible();
  await field(page, 'დაარსების წელი').fill('2019');
  await field(page, 'თანამშრომლები საქართველოში').fill('24');
  await dialog.getByRole('combobox', { name: 'კომპანიის ზომა' }).click();
  await page.getByRole('option', { name: '11–50 თანამშრომელი' }).click();
  await page.keyboard.press('Tab');
  await dialog.getByRole('button', { name: ka.panel.edit.save }).click();
  await expect(dialog).toBeHidden();
  await expectComplete(page, ka);
  await expect(page.getByText(ka.panel.progressComplete)).toBeVisible();

  // The public page, in Georgian and in English.
  const profile = await (
    await page.request.get('/api/Company/GetCompanyProfileInfo', { headers: { Authorization: await tokenOf(page) } })
  ).json();
  const slug: string = profile.data.transformedName;
  await page.goto(`/companies/${slug}?lang=ka`);
  await expect(page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
  await expect(page.getByText(ABOUT_GE)).toBeVisible();
  await expect(page.getByText('ფიზიკა, სიმულირებული')).toBeVisible();
  await expect(page.getByRole('region', { name: ka.company.keyFacts })).toContainText('2019');
  await page.getByRole('button', { name: 'English' }).first().click();
  await expect(page.getByText(ABOUT_EN)).toBeVisible();
  await expect(page.getByText('Physics, simulated')).toBeVisible();
  await expect(page.getByRole('region', { name: en.company.contact.title })).toContainText('+995 555 12 34 56');
  await page
    .getByRole('navigation', { name: en.company.tabs.label })
    .getByRole('link', { name: en.company.tabs.technologies })
    .click();
  await expect(page.getByText('TypeScript')).toBeVisible();
});

test('a talent writes an anonymous review: it waits for approval and never names its author', async ({
  page,
  request,
}) => {
  await signIn(page, 'talent@demo.techboard.ge', 'Talent#2026', 'Ana Demo');
  await page.goto('/companies/ushba-ai/reviews');
  await page.getByRole('link', { name: en.reviews.write }).first().click();
  await expect(page).toHaveURL(/\/companies\/ushba-ai\/reviews\/createReview$/);

  const form = page.getByRole('form', { name: en.reviews.formTitle.replace('{{name}}', 'Ushba AI') });
  // The stars are visually hidden radios: click the star drawn for the fourth.
  const fourStars = await form
    .getByRole('radio', { name: en.reviews.stars_other.replace('{{count}}', '4') })
    .getAttribute('id');
  await form.locator(`label[for="${fourStars}"]`).click();
  await field(page, en.reviews.fields.headline).fill('Real research, small team');
  await field(page, en.reviews.fields.description).fill(
    'We train Georgian speech models and ship them to real customers.',
  );
  await field(page, en.reviews.fields.pros).fill('Interesting problems');
  await expect(form.getByRole('radio', { name: en.reviews.visibility.anonymous })).toBeChecked();
  await form.getByRole('button', { name: en.reviews.submit }).click();
  await expect(page.getByText(en.reviews.submitted)).toBeVisible();
  await expect(page).toHaveURL(/\/companies\/ushba-ai\/reviews$/);

  // Stored as pending and anonymous; the public list shows no pending review, so no author either.
  const mine = (
    await (await request.get('/api/Company/GetMyReviews', { headers: { Authorization: await tokenOf(page) } })).json()
  ).data;
  expect(mine.items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ headline: 'Real research, small team', status: 1, visibility: 1 }),
    ]),
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
  await page
    .getByRole('listbox', { name: en.compare.first })
    .getByRole('option', { name: /Kartuli Code/ })
    .click();
  const second = page.getByRole('combobox', { name: en.compare.second });
  await second.fill('Ushba');
  await page
    .getByRole('listbox', { name: en.compare.second })
    .getByRole('option', { name: /Ushba AI/ })
    .click();

  await expect(page).toHaveURL(/\/compare\/kartuli-code-vs-ushba-ai$/);
  const table = page.getByRole('table', { name: en.compare.tableLabel });
  await expect(table).toContainText('Kartuli Code');
  await expect(table).toContainText('Ushba AI');
  await expect(table.getByRole('rowheader', { name: en.compare.rows.technologies })).toBeVisible();
  await expect(page.getByRole('navigation', { name: en.breadcrumbs.label })).toContainText('Kartuli Code vs Ushba AI');

  await page.getByRole('button', { name: 'ქართული' }).first().click();
  await expect(page.getByRole('table', { name: ka.compare.tableLabel })).toContainText('Ushba AI');
  await expect(
    page
      .getByRole('table', { name: ka.compare.tableLabel })
      .getByRole('rowheader', { name: ka.compare.rows.technologies }),
  ).toBeVisible();
});
