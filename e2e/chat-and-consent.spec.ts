import { expect, type Locator, type Page, type Route, test } from './support/test.js';
import { linkFromMail } from './support/mail.js';
import { en, ka, unique } from './support/ui.js';

// The hosts configured for the e2e server in playwright.config.ts; nothing leaves the machine.
const GOOGLE = 'https://www.googletagmanager.com/**';
const CHAT_SCRIPT = 'https://chat.e2e-provider.test/widget.js';

/** Answers the third-party hosts with a tiny script that counts its runs; records every request. */
async function interceptThirdParty(page: Page) {
  const google: string[] = [];
  const chat: string[] = [];
  const fulfil = (list: string[], flag: string) => async (route: Route) => {
    list.push(route.request().url());
    await route.fulfill({ contentType: 'application/javascript', body: `window.${flag} = (window.${flag} || 0) + 1;` });
  };
  await page.route(GOOGLE, fulfil(google, '__googleRuns'));
  await page.route(CHAT_SCRIPT, fulfil(chat, '__chatRuns'));
  return { google, chat };
}

/** A field of the chat by its label (with or without the required-field asterisk). */
const fieldIn = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
const banner = (page: Page) => page.getByRole('region', { name: en.cookies.label });
const launcher = (page: Page, texts = en) => page.getByRole('button', { name: texts.chat.open, exact: true });
const chatDialog = (page: Page, texts = en) => page.getByRole('dialog', { name: texts.chat.title });

test('no tag manager or ads script loads before Accept; both load after it, and on later visits', async ({ page }) => {
  const { google } = await interceptThirdParty(page);
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await page.goto('/vacancies');
  await expect(banner(page)).toBeVisible();
  await page.waitForTimeout(500);
  expect(google).toEqual([]);

  await banner(page).getByRole('button', { name: en.cookies.accept }).click();
  await expect.poll(() => google.map((url) => new URL(url).pathname).sort()).toEqual(['/gtag/js', '/gtm.js']);
  expect(google).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-E2ETEST');
  expect(google).toContain('https://www.googletagmanager.com/gtag/js?id=AW-1234567890');
  // The Content-Security-Policy lets them run (no inline script needed).
  await expect.poll(() => page.evaluate(() => (window as unknown as { __googleRuns?: number }).__googleRuns)).toBe(2);
  expect(await page.evaluate(() => (window as unknown as { dataLayer: unknown[] }).dataLayer.length)).toBeGreaterThan(
    0,
  );

  await page.reload();
  await expect.poll(() => google.length).toBe(4);
});

test('Decline loads nothing, now or on later pages', async ({ page }) => {
  const { google } = await interceptThirdParty(page);
  await page.goto('/');
  await banner(page).getByRole('button', { name: en.cookies.decline }).click();
  await page.goto('/companies');
  await page.reload();
  await page.waitForTimeout(500);
  expect(google).toEqual([]);
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
});

test('the chat button leaves the cookie banner’s buttons free on a 375 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  const chat = (await launcher(page).boundingBox())!;
  for (const name of [en.cookies.accept, en.cookies.decline]) {
    const button = (await banner(page).getByRole('button', { name }).boundingBox())!;
    const overlaps =
      chat.x < button.x + button.width &&
      button.x < chat.x + chat.width &&
      chat.y < button.y + button.height &&
      button.y < chat.y + chat.height;
    expect(overlaps, `the chat button covers ${name}`).toBe(false);
  }
  await banner(page).getByRole('button', { name: en.cookies.accept }).click();
  await expect(launcher(page)).toBeInViewport();
});

test('the support chat: open, send, thanks, closes itself after 5 s; the provider script loads on opening', async ({
  page,
}) => {
  const { chat } = await interceptThirdParty(page);
  await page.goto('/');
  await banner(page).getByRole('button', { name: en.cookies.decline }).click();
  await page.waitForTimeout(300);
  expect(chat).toEqual([]);

  await launcher(page).click();
  const dialog = chatDialog(page);
  await expect(dialog).toBeVisible();
  await expect.poll(() => chat).toEqual([CHAT_SCRIPT]);
  await expect(fieldIn(dialog, en.chat.name)).toBeFocused();

  const email = unique('chat');
  await fieldIn(dialog, en.chat.name).fill('Nino Beridze');
  await fieldIn(dialog, en.chat.email).fill(email);
  await fieldIn(dialog, en.chat.message).fill('Hello, I cannot find the vacancy I saw yesterday.');
  await dialog.getByRole('button', { name: en.chat.send }).click();
  const status = dialog.getByRole('status');
  await expect(status).toContainText('Thank you! We received your message and will answer you by e-mail.');
  const shown = Date.now();

  await expect(dialog).toBeHidden({ timeout: 10_000 });
  expect(Date.now() - shown).toBeGreaterThan(4000);
  await expect(launcher(page)).toBeFocused();
  // The acknowledgement mail reached the visitor (with the FAQ link).
  expect(await linkFromMail(email, /\/faq$/)).toMatch(/\/faq$/);

  // Opened again: once loaded, the provider's script is not fetched again.
  await launcher(page).click();
  await expect(chatDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(chatDialog(page)).toBeHidden();
  expect(chat).toHaveLength(1);
});

test('the support chat in Georgian, on the partners page too', async ({ page }) => {
  await interceptThirdParty(page);
  await page.goto('/?lang=ka');
  await launcher(page, ka).click();
  const dialog = chatDialog(page, ka);
  await expect(dialog.getByText(ka.chat.intro)).toBeVisible();
  await fieldIn(dialog, ka.chat.name).fill('ნინო ბერიძე');
  await fieldIn(dialog, ka.chat.email).fill(unique('chat-ka'));
  await fieldIn(dialog, ka.chat.message).fill('გამარჯობა, ვერ ვპოულობ ვაკანსიას.');
  await dialog.getByRole('button', { name: ka.chat.send }).click();
  await expect(dialog.getByRole('status')).toContainText(
    'გმადლობთ! თქვენი შეტყობინება მივიღეთ და ელფოსტით გიპასუხებთ.',
  );

  await page.goto('/partners');
  await expect(page.getByRole('button', { name: en.chat.open, exact: true })).toBeVisible();
});
