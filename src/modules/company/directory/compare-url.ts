/** The URL name pattern (see company-slug.ts: lower-case letters and digits joined by single dashes). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SEPARATOR = '-vs-';

/**
 * The ways `first-vs-second` splits into two URL names, or null when it is no comparison address.
 * A URL name may itself contain "-vs-" (a company called "A vs B"), so every split is offered and
 * the caller takes the first whose both sides exist.
 */
export function parseCompareUrl(compareUrl: string): [string, string][] | null {
  const url = compareUrl.trim().toLowerCase();
  const splits: [string, string][] = [];
  for (let at = url.indexOf(SEPARATOR); at !== -1; at = url.indexOf(SEPARATOR, at + 1)) {
    const first = url.slice(0, at);
    const second = url.slice(at + SEPARATOR.length);
    if (SLUG.test(first) && SLUG.test(second)) splits.push([first, second]);
  }
  return splits.length ? splits : null;
}

/** The comparison address of two companies. */
export const compareUrlOf = (firstSlug: string, secondSlug: string) => `${firstSlug}${SEPARATOR}${secondSlug}`;
