import { test as base, type BrowserContext, type Page } from '@playwright/test';

export * from '@playwright/test';

/**
 * Public pages come rendered by the server (issue 20): they show before the app has hydrated them,
 * and a click in between does nothing. Before each action and assertion, a page waits until the
 * app runs (`<html data-app-ready>`, set by client/src/ssr/FirstPageWatch.tsx), as a person
 * would see it respond.
 */
export async function waitForAppBeforeActions(page: Page): Promise<void> {
  await page.addLocatorHandler(
    page.locator('html:not([data-app-ready])'),
    async () => {
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'), undefined, {
        timeout: 15_000,
      });
    },
    { noWaitAfter: true },
  );
}

/** Every page of a context waits for the app (see waitForAppBeforeActions). */
export function appReadyContext(context: BrowserContext): BrowserContext {
  context.on('page', (page) => void waitForAppBeforeActions(page));
  return context;
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await use(appReadyContext(context));
  },
  page: async ({ page }, use) => {
    await waitForAppBeforeActions(page);
    await use(page);
  },
});
