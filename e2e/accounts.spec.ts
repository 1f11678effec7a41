import { appReadyContext, expect, type Page, test } from './support/test.js';
import { linkFromMail } from './support/mail.js';
import { en, field, ka, PNG, unique } from './support/ui.js';
import { demoLogins } from './support/demo-logins.js';

const PASSWORD = 'Journey#2026';

async function signOut(page: Page, texts: typeof en, name: string) {
  await page.getByRole('button', { name: texts.account.menuLabel.replace('{{name}}', name) }).click();
  await page.getByRole('menuitem', { name: texts.account.logout }).click();
  // The home page in the language shown: / or /ka.
  await expect(page).toHaveURL(/\/(ka)?$/);
  await expect(page.getByRole('banner').getByRole('link', { name: texts.header.signIn }).first()).toBeVisible();
}

test('a talent signs up with the wizard, verifies the e-mail from the mail, signs out and signs in again', async ({
  page,
}) => {
  const email = unique('talent');
  const name = 'Nika Shengelia';
  await page.goto('/signUp');
  await expect(page.getByText(en.signUp.business, { exact: true })).toBeVisible();

  // Step 1: a taken e-mail is refused on the e-mail field, and the wizard stays.
  await field(page, en.fields.fullName).fill(name);
  await field(page, en.fields.email).fill('talent@demo.techboard.ge');
  await field(page, en.fields.password).fill(PASSWORD);
  await field(page, en.fields.confirmPassword).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await page.getByRole('button', { name: en.signUp.next }).click();
  await expect(page.getByText('An account with this e-mail already exists')).toBeVisible();
  await field(page, en.fields.email).fill(email);
  await page.getByRole('button', { name: en.signUp.next }).click();

  // Step 2: at least one technology; the switch is gone after step 1.
  const technologies = page.getByRole('combobox', { name: en.fields.technologies });
  await expect(technologies).toBeVisible();
  await expect(page.getByText(en.signUp.business, { exact: true })).toHaveCount(0);
  await technologies.click();
  await technologies.fill('TypeScript');
  await page.getByRole('option', { name: 'TypeScript', exact: true }).click();
  await page.getByRole('button', { name: en.signUp.next }).click();

  // Step 3: the photo is optional for a talent.
  await page.getByLabel(en.signUp.uploadPhoto).setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: en.signUp.createAccount }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name);

  const verification = await linkFromMail(email, /\/verifyEmail\?/);
  await page.goto(new URL(verification).pathname + new URL(verification).search);
  await expect(page.getByText(en.verifyEmail.success)).toBeVisible();

  await signOut(page, en, name);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.goto('/signIn');
  await field(page, en.fields.email).fill(email);
  await field(page, en.fields.password).fill('Wrong#2026x');
  await page.getByRole('button', { name: en.signIn.submit }).click();
  await expect(page.getByText('The e-mail or password is incorrect')).toBeVisible();
  await field(page, en.fields.password).fill(PASSWORD);
  await page.getByRole('button', { name: en.signIn.submit }).click();
  await expect(page.getByRole('button', { name: en.account.menuLabel.replace('{{name}}', name) })).toBeVisible();

  // A signed-in visitor who opens sign-up goes to the landing page.
  await page.goto('/signUp');
  await expect(page).toHaveURL(/\/$/);
});

test('a company signs up in Georgian: the logo is required, then it lands on the welcome page', async ({ page }) => {
  const email = unique('company');
  await page.goto('/');
  await page.getByRole('button', { name: 'ქართული' }).first().click();
  await page.goto('/signUp?business');
  await expect(page.getByText(ka.signUp.personal, { exact: true })).toHaveCount(0);
  await field(page, ka.fields.companyName).fill('ქართული სოფტი');
  await field(page, ka.fields.email).fill(email);
  await field(page, ka.fields.password).fill(PASSWORD);
  await field(page, ka.fields.confirmPassword).fill(PASSWORD);
  await page.getByRole('checkbox', { name: /გამოყენების წესებს/ }).check();
  await page.getByRole('button', { name: ka.signUp.next }).click();
  await expect(page.getByText(ka.validation.companyNameEnglish).first()).toBeVisible();
  await field(page, ka.fields.companyName).fill('Svaneti Robotics');
  await page.getByRole('button', { name: ka.signUp.next }).click();

  await page.getByRole('button', { name: ka.signUp.createAccount }).click();
  await expect(page.getByText(ka.validation.logoRequired).first()).toBeVisible();
  await page.getByLabel(ka.signUp.uploadLogo).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: ka.signUp.createAccount }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Svaneti Robotics');

  await page.getByRole('button', { name: ka.account.menuLabel.replace('{{name}}', 'Svaneti Robotics') }).click();
  await expect(page.getByRole('menuitem', { name: ka.account.myCompany })).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page, ka, 'Svaneti Robotics');
});

test('staff open "view as" for the demo talent from /admin, see the banner, and exit back to /admin', async ({
  page,
}) => {
  await page.goto('/admin');
  await field(page, en.fields.email).fill(demoLogins.staff.email);
  await field(page, en.fields.password).fill(demoLogins.staff.password);
  await page.getByRole('button', { name: en.signIn.submit }).click();
  await expect(page.getByText(en.adminDashboard.figures.pendingVacancies)).toBeVisible();
  await page.goto('/admin?tab=accounts');
  await page
    .getByRole('searchbox', { name: en.adminAccounts.searchLabel })
    .or(page.getByLabel(en.adminAccounts.searchLabel))
    .first()
    .fill('talent@demo.techboard.ge');
  await page.getByRole('button', { name: en.adminAccounts.viewAsNamed.replace('{{name}}', 'Ana Demo') }).click();

  await expect(page).toHaveURL(/\/userPanel\/generalInformation$/);
  await expect(page.getByText(en.viewAs.text.replace('{{name}}', 'Ana Demo'))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('viewAs'))).toBeTruthy();
  await page.getByRole('button', { name: en.viewAs.exit }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a view-as link opens only in the browser of the staff member who made it; elsewhere the page says why, in Georgian too', async ({
  page,
  browser,
}) => {
  await page.goto('/admin');
  await field(page, en.fields.email).fill(demoLogins.staff.email);
  await field(page, en.fields.password).fill(demoLogins.staff.password);
  await page.getByRole('button', { name: en.signIn.submit }).click();
  await expect(page.getByText(en.adminDashboard.figures.pendingVacancies)).toBeVisible();
  // The link, made in the staff member's browser as the back office makes it.
  const url = await page.evaluate(async () => {
    const token = localStorage.getItem('token');
    const headers = { Authorization: `Bearer ${token}` };
    const found = await (await fetch('/api/Admin/FindAccount?email=talent%40demo.techboard.ge', { headers })).json();
    const link = await (
      await fetch(`/api/Admin/CreateViewAsLink?accountId=${found.data.id}`, { method: 'POST', headers })
    ).json();
    return link.data.url as string;
  });
  expect(url).toMatch(/^\/signIn\/continue\?tokenId=/);

  // Someone else's browser: refused, nobody signed in, the link gone from the address.
  const elsewhere = appReadyContext(await browser.newContext());
  const stranger = await elsewhere.newPage();
  await stranger.goto(`${url}&lang=ka`);
  await expect(stranger.getByRole('heading', { level: 1, name: ka.signInLink.title })).toBeVisible();
  await expect(stranger.getByRole('alert')).toContainText(ka.errors.incorrectLink);
  await expect(stranger.getByText(ka.signInLink.hint)).toBeVisible();
  await expect(stranger).toHaveURL(/\/signIn\/continue$/);
  expect(await stranger.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await elsewhere.close();

  // The staff member's own browser still can: the refusal did not use the link up.
  await page.goto(url);
  await expect(page).toHaveURL(/\/userPanel\/generalInformation$/);
  await expect(page.getByText(en.viewAs.text.replace('{{name}}', 'Ana Demo'))).toBeVisible();
  await page.getByRole('button', { name: en.viewAs.exit }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('a tokenId on any other page signs nobody in', async ({ page }) => {
  let exchanged = false;
  page.on('request', (request) => {
    if (request.url().includes('/api/Account/ViewAs')) exchanged = true;
  });
  await page.goto('/faq?tokenId=sent-by-someone');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(exchanged).toBe(false);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
