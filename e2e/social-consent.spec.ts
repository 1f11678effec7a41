import { appReadyContext, expect, test } from './support/test.js';
import { en, ka } from './support/ui.js';

for (const { width, texts, prefix } of [
  { width: 1280, texts: en, prefix: '' },
  { width: 390, texts: ka, prefix: '/ka' },
]) {
  test(`a first Google sign-in asks for the consent before anything else (${width} px, ${texts === en ? 'English' : 'Georgian'}), once`, async ({
    browser,
  }) => {
    const context = appReadyContext(
      await browser.newContext({ viewport: { width, height: 844 }, isMobile: width < 500 }),
    );
    const page = await context.newPage();
    await page.goto(`${prefix}/signIn`);
    await page.getByRole('link', { name: texts.signIn.google }).click();

    const dialog = page.getByRole('dialog', { name: texts.consent.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /terms|წესებ/ })).toHaveAttribute('href', /terms-of-use/);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: texts.consent.continue }).click();
    await expect(dialog.getByText(texts.consent.required)).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`social-consent-${width}.png`) });

    await dialog.getByRole('checkbox').check();
    await dialog.getByRole('button', { name: texts.consent.continue }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole('button', { name: texts.account.menuLabel.replace('{{name}}', 'Tamar Social') }),
    ).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('button', { name: texts.account.menuLabel.replace('{{name}}', 'Tamar Social') }),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: texts.consent.title })).toHaveCount(0);
    await context.close();
  });
}
