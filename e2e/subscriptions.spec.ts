import { expect, type Page, test } from './support/test.js';
import { en, field, unique } from './support/ui.js';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** Picks one option of a Mantine select or multi-select by its label. */
async function choose(page: Page, label: string, option: string) {
  const box = page.getByRole('combobox', { name: new RegExp(`^${label}`) });
  await box.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

const toast = (page: Page, text: string) => expect(page.getByText(text).first()).toBeVisible();

test('a talent completes the profile, uploads a CV, subscribes to a company and to a saved search, and removes one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const name = 'Tamar Kvaratskhelia';
  await page.goto('/signUp');
  await field(page, en.fields.fullName).fill(name);
  await field(page, en.fields.email).fill(unique('subscriber'));
  await field(page, en.fields.password).fill('Digest#2026');
  await field(page, en.fields.confirmPassword).fill('Digest#2026');
  await page.getByRole('checkbox', { name: /terms of use/ }).check();
  await page.getByRole('button', { name: en.signUp.next }).click();
  const technologies = page.getByRole('combobox', { name: en.fields.technologies });
  await technologies.click();
  await technologies.fill('Go');
  await page.getByRole('option', { name: 'Go', exact: true }).click();
  await page.getByRole('button', { name: en.signUp.next }).click();
  await page.getByRole('button', { name: en.signUp.createAccount }).click();
  await expect(page).toHaveURL(/\/welcome$/);

  // The profile: field, experience, a job function; then a CV.
  await page.goto('/userPanel/generalInformation');
  await choose(page, en.fields.field, 'Software Engineering');
  await choose(page, en.fields.experience, 'Senior');
  await choose(page, en.fields.jobFunctions, 'Backend Development');
  await page.getByRole('button', { name: en.talentProfile.saveDetails }).click();
  await toast(page, en.messages.updatedSuccessfully);
  await page
    .getByLabel(en.talentProfile.cv.upload)
    .setInputFiles({ name: 'tamar-cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await toast(page, en.talentProfile.cv.uploaded);
  await expect(page.getByText('tamar-cv.pdf')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: new RegExp(`^${en.fields.experience}`) })).toHaveValue('Senior');

  // A company from its page.
  await page.goto('/companies/kartuli-code');
  await page.getByRole('button', { name: en.subscriptions.subscribe }).click();
  await toast(page, 'You are now subscribed to Kartuli Code');
  await expect(page.getByRole('button', { name: en.subscriptions.subscribed })).toBeVisible();

  // A saved search from /vacancies.
  await page.goto('/vacancies?searchTerm=developer');
  await page.getByRole('button', { name: en.subscriptions.saveSearch.button }).click();
  const dialog = page.getByRole('dialog', { name: en.subscriptions.saveSearch.title });
  await dialog.getByRole('button', { name: en.subscriptions.saveSearch.submit }).click();
  await toast(page, 'Subscription created');
  await expect(dialog).toBeHidden();

  // Both are listed; the saved search is removed.
  await page.goto('/userPanel/user-subscriptions');
  await expect(
    page.getByRole('list', { name: en.subscriptions.companies.listLabel }).getByText('Kartuli Code'),
  ).toBeVisible();
  const searches = page.getByRole('region', { name: en.subscriptions.searches.title });
  await expect(searches.getByText('developer').first()).toBeVisible();
  await searches
    .getByRole('button', { name: en.subscriptions.searches.deleteLabel.replace('{{name}}', 'developer') })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: en.subscriptions.searches.deleteDialog.confirm }).click();
  await toast(page, 'Subscription deleted');
  await expect(searches.getByText(en.subscriptions.searches.emptyTitle)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('list', { name: en.subscriptions.companies.listLabel }).getByText('Kartuli Code'),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: en.subscriptions.searches.title }).getByText(en.subscriptions.searches.emptyTitle),
  ).toBeVisible();
});
