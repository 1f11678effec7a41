import { AxeBuilder } from '@axe-core/playwright';
import { errors, type Page } from '@playwright/test';
import type { NodeResult } from 'axe-core';

interface ContrastData {
  fgColor: string;
  bgColor: string;
  contrastRatio: number;
  expectedContrastRatio: string;
}

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: the rules the "no serious or critical violation" means. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

const BUSY = '[aria-busy="true"], .mantine-Loader-root';

/** Waits until the page shows its content: the network is quiet, no page skeleton or spinner is left
 *  and the fonts are in (contrast is measured on the final text). A page still on its loader after
 *  30 s fails the test with what the browser knew about it: which loader, stylesheets, scripts and
 *  imports (a page once stayed on its skeleton for good: docs/decisions.md, "No component
 *  suspends"). */
export async function settle(page: Page): Promise<void> {
  if (!(await settled(page)))
    throw new Error(`${page.url()} still shows its loader after 30 s.\n${await stuckReport(page)}`);
}

async function settled(page: Page): Promise<boolean> {
  await page.waitForLoadState('networkidle');
  try {
    await page.waitForFunction(
      (busy) => ![...document.querySelectorAll(busy)].some((element) => element.checkVisibility()),
      BUSY,
      // Generous: on a busy machine the server can take seconds to answer the session check.
      { timeout: 30_000 },
    );
  } catch (error) {
    if (error instanceof errors.TimeoutError) return false;
    throw error;
  }
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return true;
}

/** What may keep a page on its loader: the busy elements, stylesheets not applied, scripts and
 *  stylesheets without an answer, and whether a chunk reload was tried. */
async function stuckReport(page: Page): Promise<string> {
  const hanging = await page.evaluate(async () => {
    const hrefs = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href);
    const probes = hrefs.map((href) =>
      Promise.race([
        import(/* @vite-ignore */ href).then(
          () => null,
          (error: Error) => `${href} failed: ${error.message}`,
        ),
        new Promise((resolve) => setTimeout(() => resolve(`${href} hangs`), 3000)),
      ]),
    );
    return (await Promise.all(probes)).filter(Boolean).join(', ');
  });
  const known = await page.evaluate((busy) => {
    const visibleBusy = [...document.querySelectorAll(busy)]
      .filter((element) => element.checkVisibility())
      .map((element) => `${element.getAttribute('data-waiting-for') ?? 'waiting'}: ${element.outerHTML.slice(0, 80)}`);
    const unappliedStyles = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')]
      .filter((link) => !link.sheet)
      .map((link) => link.href);
    const unanswered = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => /\.(js|css)$/.test(new URL(entry.name).pathname) && entry.responseEnd === 0)
      .map((entry) => entry.name);
    const scripts = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.href.split('/').pop(),
    );
    const resources = performance.getEntriesByType('resource').length;
    return [
      `busy: ${visibleBusy.join(' | ') || 'none'}`,
      `stylesheets not applied: ${unappliedStyles.join(', ') || 'none'}`,
      `scripts or stylesheets unanswered: ${unanswered.join(', ') || 'none'}`,
      `modulepreload links: ${scripts.join(', ') || 'none'}`,
      `resource entries: ${resources}`,
      `chunk reload tried: ${sessionStorage.getItem('chunkReloadAttempted') ?? 'no'}; navigation: ${(performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type}`,
    ].join('\n');
  }, BUSY);
  return `${known}\nimports that do not settle: ${hanging || 'none'}`;
}

/** The page's serious and critical WCAG A/AA violations, one entry each: rule, impact and the elements hit. */
export async function blockingViolations(page: Page): Promise<string[]> {
  // axe.run in the page itself: the default mode opens a blank page for every scan, which doubles its
  // time, and only matters for cross-origin frames (the app has none; third-party widgets do not load here).
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const shown = violation.nodes.slice(0, 5).map(describe);
      const more =
        violation.nodes.length > shown.length ? `\n    (+${violation.nodes.length - shown.length} more)` : '';
      return `${violation.id} [${violation.impact}] ${violation.help}:\n    ${shown.join('\n    ')}${more}`;
    });
}

/** One element hit: where it is, and what axe measured (the colours for contrast) or its markup. */
function describe(node: NodeResult): string {
  const where = node.target.join(' ');
  const contrast = node.any.find((check) => check.id === 'color-contrast')?.data as ContrastData | undefined;
  if (contrast?.contrastRatio)
    return `${where} (${contrast.fgColor} on ${contrast.bgColor}: ${contrast.contrastRatio}:1, needs ${contrast.expectedContrastRatio})`;
  return `${where} ${node.html.slice(0, 160)}`;
}
