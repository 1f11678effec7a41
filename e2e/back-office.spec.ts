import { expect, test, type Page } from './support/test.js';
import { demoLogins } from './support/demo-logins.js';
import { en, field, ka, type Texts } from './support/ui.js';

/** A text of the locale files with its {{placeholders}} filled. */
const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), template);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text of the locale files whatever fills its {{placeholders}}. */
const like = (template: string) =>
  new RegExp(
    `^${template
      .split(/{{\s*\w+\s*}}/)
      .map(escape)
      .join('.+')}$`,
  );

const LANGUAGES = [
  { code: 'en', texts: en },
  { code: 'ka', texts: ka },
] as const;
const WIDTHS = [390, 1280];

/** Batumi Bytes is unverified and its new vacancies wait for staff (the demo data); nothing
 *  here decides them: each question is answered with Cancel, so the four runs see the same. */
const UNVERIFIED = 'Batumi Bytes';
const VIEWED_COMPANY = 'Kartuli Code';

async function signInToBackOffice(page: Page, t: Texts) {
  await field(page, t.fields.email).fill(demoLogins.staff.email);
  await field(page, t.fields.password).fill(demoLogins.staff.password);
  await page.getByRole('button', { name: t.signIn.submit }).click();
  await expect(page.getByRole('tab', { name: t.adminDashboard.tab, selected: true })).toBeVisible();
}

const shot = async (page: Page, name: string) =>
  page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: false });

for (const width of WIDTHS) {
  for (const { code, texts: t } of LANGUAGES) {
    test(`back office at ${width} px in ${code}: own shell, questions before decisions, audit log in words, read-only view-as`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 900 });
      const tag = `${code}-${width}`;
      // One address per language: Georgian pages live under /ka.
      const at = (path: string) => (code === 'ka' ? `/ka${path}` : path);

      // The back office's own shell: no footer, cookie banner or chat, even before signing in.
      await page.goto(at('/admin'));
      await expect(page.getByRole('heading', { level: 1, name: t.admin.title })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('region', { name: t.cookies.label })).toHaveCount(0);
      await signInToBackOffice(page, t);
      const header = page.getByRole('banner');
      await expect(header.getByText(fill(t.admin.shell.signedInAs, { name: 'Demo Staff' }))).toBeVisible();
      await expect(header.getByRole('link', { name: t.admin.shell.toSite })).toHaveAttribute(
        'href',
        code === 'ka' ? '/ka' : '/',
      );
      await expect(header.getByRole('group', { name: t.language.switcherLabel })).toBeVisible();
      await expect(header.getByRole('button', { name: t.account.logout })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
      await expect(page.getByRole('region', { name: t.cookies.label })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.chat.open, exact: true })).toHaveCount(0);
      await shot(page, `shell-${tag}`);

      // Verifying a company asks first, naming it; Cancel sends nothing.
      await page.goto(at('/admin?tab=companies'));
      await page.getByLabel(t.adminCompanies.searchLabel).fill('Batumi');
      const company = page.getByRole('listitem', { name: UNVERIFIED });
      await company.getByRole('button', { name: fill(t.adminCompanies.verifyNamed, { name: UNVERIFIED }) }).click();
      const verify = page.getByRole('dialog', { name: fill(t.adminCompanies.verifyTitle, { name: UNVERIFIED }) });
      await expect(verify).toContainText(fill(t.adminCompanies.verifyText, { name: UNVERIFIED }));
      await shot(page, `verify-${tag}`);
      await verify.getByRole('button', { name: t.common.cancel }).click();
      await expect(verify).toHaveCount(0);
      await expect(company.getByText(t.adminCompanies.notVerified)).toBeVisible();

      // Approving a vacancy asks first too.
      await page.goto(at('/admin?tab=vacancies'));
      const approve = page.getByRole('button', { name: like(t.adminModeration.approveItem) }).first();
      await approve.click();
      const question = page.getByRole('dialog', { name: like(t.adminModeration.approveTitle) });
      await expect(question).toContainText(t.adminModeration.approve);
      await shot(page, `approve-${tag}`);
      await question.getByRole('button', { name: t.common.cancel }).click();
      await expect(question).toHaveCount(0);
      await expect(approve).toBeVisible();

      // View the site as a company: its panel is read-only from the start, with one notice.
      await page.goto(at('/admin?tab=companies'));
      await page.getByLabel(t.adminCompanies.searchLabel).fill('Kartuli');
      await page.getByRole('button', { name: fill(t.adminAccounts.viewAsNamed, { name: VIEWED_COMPANY }) }).click();
      await expect(page.getByText(fill(t.viewAs.text, { name: VIEWED_COMPANY }))).toBeVisible();
      await page.goto(at('/companyPanel/generalInformation'));
      const notice = page.getByRole('note');
      await expect(notice).toHaveCount(1);
      await expect(notice).toContainText(t.readOnly.title);
      const about = page.getByRole('region', { name: t.panel.edit.about.title, exact: true });
      await expect(about.getByRole('button', { name: t.panel.edit.about.dialogTitle })).toBeDisabled();
      await expect(
        page.getByRole('region', { name: t.panel.taglineAndTeamSize }).getByRole('textbox').first(),
      ).toBeDisabled();
      await shot(page, `view-as-panel-${tag}`);
      await page.goto(at('/companyPanel/vacancies/active'));
      await expect(page.getByRole('button', { name: t.companyVacancies.create }).first()).toBeDisabled();
      await expect(page.getByRole('button', { name: t.companyVacancies.actions.end }).first()).toBeDisabled();
      await page.getByRole('button', { name: t.viewAs.exit }).click();
      await expect(page).toHaveURL(/\/admin$/);

      // The audit log names what just happened in the language shown, never by its code.
      await signInToBackOffice(page, t);
      await page.goto(at('/admin?tab=audit'));
      const log = page.getByRole('region', { name: t.adminAudit.heading });
      await expect(log.getByText(t.adminAudit.actions.viewAs.linkCreated).first()).toBeVisible();
      await expect(log.getByText(t.adminAudit.actions.viewAs.ended).first()).toBeVisible();
      await expect(log.getByText('viewAs.linkCreated')).toHaveCount(0);
      await expect(log.getByText(/\b(viewAs|companies|reviews|vacancies)\.[a-zA-Z]+\b/)).toHaveCount(0);
      await shot(page, `audit-${tag}`);
    });
  }
}
