import { type APIRequestContext, type Browser } from '@playwright/test';
import { demoLogins } from './support/demo-logins.js';
import { linkFromMail } from './support/mail.js';
import { appReadyContext, expect, type Page, test } from './support/test.js';
import { en, ka, type Texts, unique } from './support/ui.js';

const PASSWORD = 'Profile#2026';
const NAME = 'Eka Profile';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A new talent made through the API (the sign-up wizard has its own journey). */
async function newTalent(request: APIRequestContext): Promise<string> {
  const email = unique('talent-profile');
  const technologies = (await (await request.get('/api/Common/GetDictionary?dictionaryType=8')).json()).data;
  const response = await request.post('/api/Account/CreateUserAccount', {
    multipart: {
      Name: NAME,
      Email: email,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      AcceptTerms: 'true',
      Technologies: String(technologies[0].id),
    },
  });
  expect([response.status(), await response.text()]).toEqual([200, expect.any(String)]);
  return email;
}

/** One of the demo company's active vacancies. */
async function demoVacancyId(request: APIRequestContext, token: string): Promise<number> {
  const list = await request.get('/api/Vacancy/GetAuthorizeCompanyVacancies?type=1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await list.json()).data.items[0].id;
}

async function tokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const signedIn = await request.post('/api/Account/SignIn', { data: { email, password } });
  expect(signedIn.status()).toBe(200);
  return (await signedIn.json()).data.token;
}

/** A signed-in page of that width in that language (the session's token put where the app keeps it;
 *  the cookie banner answered, as a returning user has). */
async function pageAt(browser: Browser, width: number, language: 'en-US' | 'ka-GE', token: string): Promise<Page> {
  const context = appReadyContext(
    await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, isMobile: width < 500 }),
  );
  await context.addInitScript(
    ([lang, session]) => {
      localStorage.setItem('lang', lang);
      localStorage.setItem('token', session);
      localStorage.setItem('cookiesModal', 'decline');
    },
    [language, token] as const,
  );
  return context.newPage();
}

const region = (page: Page, name: string) => page.getByRole('region', { name });

/** Fills the profile for employers in one language's labels and saves it. */
async function fillProfile(page: Page, t: Texts, headline: { label: string; text: string }) {
  const about = region(page, t.talentProfile.about.title);
  await about.getByRole('textbox', { name: headline.label }).fill(headline.text);
  await about.getByRole('textbox', { name: 'LinkedIn' }).fill('facebook.com/eka');
  await about.getByRole('button', { name: t.talentProfile.about.save }).click();
  await expect(about.getByText(t.talentProfile.about.errors.linkedinUrl)).toBeVisible();
  await about.getByRole('textbox', { name: 'LinkedIn' }).fill('linkedin.com/in/eka-profile');
  await about.getByRole('textbox', { name: t.talentProfile.about.phone }).fill('+995 599 44 55 66');
  await about.getByRole('textbox', { name: t.talentProfile.about.salaryFrom }).fill('5500');
  await about.getByRole('combobox', { name: t.talentProfile.about.currency }).click();
  await page.getByRole('option', { name: t.companyVacancies.currencies['1'] }).click();
  await about.getByRole('combobox', { name: new RegExp(`^${t.talentProfile.about.workLocations}`) }).click();
  await page.getByRole('option', { name: t === en ? 'Remote' : 'დისტანციური' }).click();
  await page.keyboard.press('Escape');
  await about.getByRole('switch', { name: new RegExp(t.talentProfile.about.openToOffers) }).check();
  await about.getByRole('button', { name: t.talentProfile.about.save }).click();
  await expect(page.getByText(t.messages.updatedSuccessfully).first()).toBeVisible();
}

test('a talent fills the profile for employers (1280 px, English; 390 px, Georgian); the application starts from its phone; the company sees the profile, never the salary', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const email = await newTalent(request);
  const talentToken = await tokenFor(request, email, PASSWORD);
  const companyToken = await tokenFor(request, demoLogins.company.email, demoLogins.company.password);
  const vacancyId = await demoVacancyId(request, companyToken);

  // Desktop, English: the checklist says what is missing, the form checks links, then saves.
  const desktop = await pageAt(browser, 1280, 'en-US', talentToken);
  await desktop.goto('/userPanel/generalInformation');
  const checklist = region(desktop, en.talentProfile.checklist.title);
  await expect(checklist.getByRole('listitem').filter({ hasText: en.talentProfile.checklist.phone })).toBeVisible();
  const before = Number(await checklist.getByRole('progressbar').getAttribute('aria-valuenow'));
  await fillProfile(desktop, en, { label: en.talentProfile.about.headline, text: 'Data engineer, Python and Airflow' });
  await expect(checklist.getByRole('listitem').filter({ hasText: en.talentProfile.checklist.phone })).toHaveCount(0);
  expect(Number(await checklist.getByRole('progressbar').getAttribute('aria-valuenow'))).toBeGreaterThan(before);
  await desktop.screenshot({ path: test.info().outputPath('talent-profile-1280-en.png'), fullPage: true });

  // Phone, Georgian: the same form in Georgian; the Georgian headline saves.
  const phone = await pageAt(browser, 390, 'ka-GE', talentToken);
  await phone.goto('/ka/userPanel/generalInformation');
  const about = region(phone, ka.talentProfile.about.title);
  await expect(about.getByRole('textbox', { name: ka.talentProfile.about.headline })).toHaveValue(
    'Data engineer, Python and Airflow',
  );
  // Nothing wider than the phone, the long Georgian "resend the verification mail" button included
  // (measured before the toast, which slides in from the side).
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await about.getByRole('textbox', { name: ka.talentProfile.about.headlineGe }).fill('მონაცემთა ინჟინერი');
  await about.getByRole('button', { name: ka.talentProfile.about.save }).click();
  await expect(phone.getByText(ka.messages.updatedSuccessfully).first()).toBeVisible();
  await phone.screenshot({ path: test.info().outputPath('talent-profile-390-ka.png'), fullPage: true });

  // The application (after verifying the e-mail from its mail) starts from the profile's phone.
  const verification = new URL(await linkFromMail(email, /\/verifyEmail\?/));
  await phone.goto(`/ka${verification.pathname}${verification.search}`);
  await expect(phone.getByText(ka.verifyEmail.success)).toBeVisible();
  await phone.goto(`/ka/vacancies/${vacancyId}`);
  await phone.getByRole('button', { name: ka.vacancyPage.applyNow }).click();
  const dialog = phone.getByRole('dialog');
  await expect(dialog.getByLabel(ka.vacancyPage.apply.phone)).toHaveValue('+995 599 44 55 66');
  await dialog
    .getByLabel(ka.vacancyPage.apply.chooseCv)
    .setInputFiles({ name: 'eka-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: ka.vacancyPage.apply.send }).click();
  await expect(phone.getByText(ka.vacancyPage.applied)).toBeVisible();

  // The company, at both widths and in both languages, sees the headline, the link and "open to offers", not the salary.
  for (const [width, language, t, headline] of [
    [1280, 'en-US', en, 'Data engineer, Python and Airflow'],
    [390, 'ka-GE', ka, 'მონაცემთა ინჟინერი'],
  ] as const) {
    const company = await pageAt(browser, width, language, companyToken);
    await company.goto(`${language === 'ka-GE' ? '/ka' : ''}/companyPanel/vacancies/vacancyDetails/${vacancyId}`);
    const card = company.getByRole('article', { name: NAME });
    await expect(card).toContainText(headline);
    await expect(card.getByText(t.applicants.profile.openToOffers)).toBeVisible();
    await expect(card.getByRole('link', { name: /linkedin\.com\/in\/eka-profile/ })).toHaveAttribute(
      'href',
      'http://linkedin.com/in/eka-profile',
    );
    await expect(card).not.toContainText('5500');
    const oldest = company.waitForRequest(
      (sent) => sent.url().includes('getVacancyApplicants') && sent.url().includes('sort=oldest'),
    );
    await company.getByRole('radiogroup', { name: t.applicants.sortLabel }).getByText(t.applicants.sortOldest).click();
    await oldest;
    await company.screenshot({ path: test.info().outputPath(`applicants-${width}-${language}.png`), fullPage: true });
    await company.context().close();
  }
  await desktop.context().close();
  await phone.context().close();
});
