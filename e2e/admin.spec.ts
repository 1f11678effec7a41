import { expect, test } from './support/test.js';
import { en, field, ka } from './support/ui.js';
import { demoLogins } from './support/demo-logins.js';

const fill = (template: string, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [name, value]) => text.replace(`{{${name}}}`, value), template);

test('staff verify a company, approve its pending vacancy and a review, edit About in Georgian, and view the site as the company', async ({
  page,
}) => {
  await page.goto('/admin');
  await field(page, en.fields.email).fill(demoLogins.staff.email);
  await field(page, en.fields.password).fill(demoLogins.staff.password);
  await page.getByRole('button', { name: en.signIn.submit }).click();
  await expect(page.getByText(en.adminDashboard.figures.pendingVacancies)).toBeVisible();

  // The company: Ushba AI is in review mode, its React vacancy waits for staff.
  await page.goto('/admin?tab=companies');
  await page.getByLabel(en.adminCompanies.searchLabel).fill('Ushba');
  await page.getByRole('button', { name: fill(en.adminCompanies.verifyNamed, { name: 'Ushba AI' }) }).click();
  // Asked first (issue 22).
  await page
    .getByRole('dialog', { name: fill(en.adminCompanies.verifyTitle, { name: 'Ushba AI' }) })
    .getByRole('button', { name: en.adminCompanies.verify })
    .click();
  await expect(page.getByText(fill(en.adminCompanies.verifiedDone, { name: 'Ushba AI' })).first()).toBeVisible();
  await expect(
    page.getByRole('button', { name: fill(en.adminCompanies.revokeNamed, { name: 'Ushba AI' }) }),
  ).toBeVisible();

  const title = 'Frontend Developer (React)';
  await page.goto('/admin?tab=vacancies');
  await page.getByRole('button', { name: fill(en.adminModeration.approveItem, { name: title }) }).click();
  await page
    .getByRole('dialog', { name: fill(en.adminModeration.approveTitle, { name: title }) })
    .getByRole('button', { name: en.adminModeration.approve })
    .click();
  await expect(page.getByRole('button', { name: fill(en.adminModeration.approveItem, { name: title }) })).toHaveCount(
    0,
  );
  await page.goto(`/vacancies?searchTerm=${encodeURIComponent('Frontend Developer React')}`);
  await expect(page.getByRole('link', { name: new RegExp(title.replace(/[()]/g, '\\$&')) }).first()).toBeVisible();

  const headline = 'A good start in cybersecurity';
  await page.goto('/admin?tab=reviews');
  await page.getByRole('button', { name: fill(en.adminModeration.approveItem, { name: headline }) }).click();
  await page
    .getByRole('dialog', { name: fill(en.adminModeration.approveTitle, { name: headline }) })
    .getByRole('button', { name: en.adminModeration.approve })
    .click();
  await expect(
    page.getByRole('button', { name: fill(en.adminModeration.approveItem, { name: headline }) }),
  ).toHaveCount(0);
  await page.goto('/companies/colchis-cloud/reviews');
  await expect(page.getByText(headline)).toBeVisible();

  // The About page's Georgian title, edited here, is on the site at once.
  const georgianTitle = 'ჩვენ შესახებ: ახალი სათაური';
  await page.goto('/admin?tab=content&part=pages');
  const form = page.getByRole('form', {
    name: fill(en.adminContent.pages.formLabel, { page: en.adminContent.pages.aboutUs }),
  });
  const georgian = form.getByRole('group', { name: en.adminContent.georgian });
  await georgian.getByLabel(en.adminContent.titleLabel).fill(georgianTitle);
  await form.getByRole('button', { name: en.adminContent.save }).click();
  await expect(page.getByText(en.adminContent.saved).first()).toBeVisible();
  await page.goto('/about?lang=ka');
  await expect(page.getByRole('heading', { level: 1, name: georgianTitle })).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(ka.footer.aboutUs)).toBeVisible();

  // View the site as the company, then exit back to the back office.
  await page.goto('/admin?tab=companies&lang=en');
  await page.getByLabel(en.adminCompanies.searchLabel).fill('Kartuli');
  await page.getByRole('button', { name: fill(en.adminAccounts.viewAsNamed, { name: 'Kartuli Code' }) }).click();
  await expect(page.getByText(fill(en.viewAs.text, { name: 'Kartuli Code' }))).toBeVisible();
  await page.getByRole('button', { name: en.viewAs.exit }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
