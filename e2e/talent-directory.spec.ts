import { type APIRequestContext, type Browser } from '@playwright/test';
import { demoLogins } from './support/demo-logins.js';
import { linkFromMail } from './support/mail.js';
import { appReadyContext, expect, type Page, test } from './support/test.js';
import { en, ka, unique } from './support/ui.js';

const PASSWORD = 'Directory#2026';
const NAME = 'Sopho Directorywalk';
const HEADLINE = `Platform engineer ${Date.now().toString(36)}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

async function tokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const signedIn = await request.post('/api/Account/SignIn', { data: { email, password } });
  expect(signedIn.status()).toBe(200);
  return (await signedIn.json()).data.token;
}

/** A talent with a profile for employers and a CV, made through the API (their own pages have journeys of their own). */
async function newTalent(request: APIRequestContext): Promise<{ email: string; token: string }> {
  const email = unique('talent-directory');
  const dictionary = async (type: number) =>
    (await (await request.get(`/api/Common/GetDictionary?dictionaryType=${type}`)).json()).data as { id: number }[];
  const [technologies, cities] = [await dictionary(8), await dictionary(2)];
  const created = await request.post('/api/Account/CreateUserAccount', {
    multipart: {
      Name: NAME,
      Email: email,
      Password: PASSWORD,
      ConfirmPassword: PASSWORD,
      AcceptTerms: 'true',
      Technologies: String(technologies[0].id),
    },
  });
  expect(created.status()).toBe(200);
  const token = await tokenFor(request, email, PASSWORD);
  const headers = { Authorization: `Bearer ${token}` };
  const saved = await request.post('/api/Users/UpdateTalentProfile', {
    headers,
    data: { headline: HEADLINE, summary: 'Kubernetes and Go for ten years.', cityIds: [cities[0].id] },
  });
  expect(saved.status()).toBe(200);
  const cv = await request.post('/api/Users/UploadCv', {
    headers,
    multipart: { CV: { name: 'sopho-cv.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(cv.status()).toBe(200);
  return { email, token };
}

/** A signed-in page in that language (the session's token where the app keeps it; the cookie banner answered). */
async function pageAt(browser: Browser, language: 'en-US' | 'ka-GE', token: string, width = 1280): Promise<Page> {
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

test('a talent opts in and hides one company (English); the demo company finds and invites (Georgian, phone); the talent accepts from the mail; the company sees the profile and the CV', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const talent = await newTalent(request);
  const companyToken = await tokenFor(request, demoLogins.company.email, demoLogins.company.password);

  // The talent, in English: shows the profile to companies, hides it from one.
  const own = await pageAt(browser, 'en-US', talent.token);
  await own.goto('/userPanel/talentDirectory');
  const settings = own.getByRole('region', { name: en.talentDirectory.settings.title });
  await settings.getByRole('switch', { name: new RegExp(en.talentDirectory.settings.visible) }).check();
  await settings.getByRole('textbox', { name: new RegExp(en.talentDirectory.settings.years) }).fill('9');
  await settings.getByRole('button', { name: en.talentDirectory.settings.save }).click();
  const preview = own.getByRole('region', { name: en.talentDirectory.preview.title });
  await expect(preview.getByRole('article', { name: HEADLINE })).toContainText('9');
  await expect(preview).not.toContainText(NAME);
  await own.getByRole('combobox', { name: en.talentDirectory.hidden.add }).fill('Mtatsminda');
  await own.getByRole('option', { name: 'Mtatsminda Labs' }).click();
  await expect(own.getByRole('list', { name: en.talentDirectory.hidden.listLabel })).toContainText('Mtatsminda Labs');
  await own.screenshot({ path: test.info().outputPath('talent-directory-1280-en.png'), fullPage: true });

  // The demo company, in Georgian on a phone: finds the anonymous profile and invites.
  const company = await pageAt(browser, 'ka-GE', companyToken, 390);
  await company.goto('/ka/companyPanel/talents');
  const card = company.getByRole('article', { name: HEADLINE });
  await expect(card).toBeVisible();
  await expect(card).not.toContainText(NAME);
  await card.getByRole('link', { name: ka.talentSearch.open }).click();
  const form = company.getByRole('form', { name: ka.talentSearch.invite.title });
  await form.getByRole('combobox', { name: new RegExp(ka.talentSearch.invite.vacancy) }).click();
  await company.getByRole('option').first().click();
  await form.getByRole('textbox', { name: new RegExp(ka.talentSearch.invite.message) }).fill('გამარჯობა! ვისაუბროთ?');
  await form.getByRole('button', { name: ka.talentSearch.invite.send }).click();
  await expect(company.getByText(ka.talentSearch.invite.pending)).toBeVisible();
  expect(await company.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await company.screenshot({ path: test.info().outputPath('talent-invite-390-ka.png'), fullPage: true });
  const talentPage = company.url();

  // The talent follows the mail's link and accepts.
  const link = new URL(await linkFromMail(talent.email, /\/userPanel\/talentDirectory/));
  await own.goto(`${link.pathname}${link.search}`);
  const invitation = own
    .getByRole('list', { name: en.talentDirectory.invitations.listLabel })
    .getByRole('article')
    .first();
  await expect(invitation).toContainText('Kartuli Code');
  await invitation.getByRole('button', { name: en.talentDirectory.invitations.accept }).click();
  await expect(own.getByText(en.talentDirectory.invitations.accepted)).toBeVisible();

  // The company now sees who the talent is, and the application with its CV.
  await company.goto(talentPage);
  const contact = company.getByRole('region', { name: ka.talentSearch.talent.revealedTitle });
  await expect(contact).toContainText(talent.email);
  await contact.getByRole('link', { name: ka.talentSearch.talent.toApplication }).click();
  const applicant = company.getByRole('article', { name: NAME });
  await expect(applicant).toBeVisible();
  await expect(
    applicant
      .getByRole('button', { name: /CV/ })
      .or(applicant.getByRole('link', { name: /CV/ }))
      .first(),
  ).toBeVisible();
  await company.screenshot({ path: test.info().outputPath('talent-accepted-applicants-390-ka.png'), fullPage: true });
  await own.context().close();
  await company.context().close();
});
