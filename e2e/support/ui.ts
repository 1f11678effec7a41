import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../client/src/${file}.json`, import.meta.url), 'utf8'));
/** A language's texts: those of every page, those of signed-in pages (`<name>.account.json`) and
 *  those that come with some pages' own code (addPageTexts: /partners, news, reviews, claims…). */
const locale = (name: string) => ({
  ...read(`i18n/${name}`),
  ...read(`i18n/${name}.account`),
  ...read(`pages/partners/texts/${name}`),
  ...read(`pages/news/texts/${name}`),
  ...read(`pages/companies/review-texts/${name}`),
  ...read(`pages/search/texts/${name}`),
  ...read(`pages/compare/texts/${name}`),
  ...read(`pages/companies/claim-texts/${name}`),
  ...read(`pages/auth/password-recovery-texts/${name}`),
  ...read(`pages/vacancies/match/texts/${name}`),
  ...read(`pages/vacancies/match-words/${name}`),
  ...read(`pages/salaries/texts/${name}`),
});

/** The client's own texts, so that the tests read the page as a user does in either language. */
export const en = locale('en-US');
export const ka = locale('ka-GE');
export type Texts = typeof en;

/** A 1×1 PNG for image uploads. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A form field by its label, whether or not the label carries the required-field asterisk. */
export const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));

export const unique = (prefix: string) => `${prefix}.${Date.now()}@e2e.techboard.ge`;

/** Signs in on /signIn (English) and waits for the account menu. */
export async function signIn(page: Page, email: string, password: string, name: string) {
  await page.goto('/signIn');
  await field(page, en.fields.email).fill(email);
  await field(page, en.fields.password).fill(password);
  await page.getByRole('button', { name: en.signIn.submit }).click();
  await expect(page.getByRole('button', { name: en.account.menuLabel.replace('{{name}}', name) })).toBeVisible();
}

/** The signed-in page's access token, for checking stored data through the API. */
export const tokenOf = async (page: Page) => `Bearer ${await page.evaluate(() => localStorage.getItem('token'))}`;
