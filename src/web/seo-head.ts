import { createHash } from 'node:crypto';
import escapeHtml from 'escape-html';
import { languageAddresses } from '../../shared/language-paths.js';
import type { SeoHead } from '../../shared/page-heads/seo-head.js';
import { SHARE_IMAGE } from './share-images/share-card.js';

/** JSON for a `<script>` element: nothing in it can end the element or open a comment
 *  (`<`, `>`, `&` and the JavaScript line separators are written as \u escapes). */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The text of each JSON-LD script element the head writes. */
const jsonLdTexts = (head: SeoHead): string[] => (head.jsonLd ?? []).map(scriptSafeJson);

/** A CSP source for each inline script of the head (its JSON-LD): `'sha256-…'` of the element's
 *  text, for the page's script-src, which allows no other inline script. */
export function inlineScriptHashes(head: SeoHead): string[] {
  return jsonLdTexts(head).map(scriptHashSource);
}

/** The CSP source that allows an inline script with this text. */
export const scriptHashSource = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page's address in each language (one URL per language: `/ka/...` is Georgian). */
function addressesOf(head: SeoHead) {
  const url = new URL(head.url);
  const addresses = languageAddresses(url.origin, `${url.pathname}${url.search}`);
  return { ...addresses, canonical: head.language === 'ka' ? addresses.ka : addresses.en };
}

/** The head tags the server writes into index.html for a page: title, description, canonical,
 *  hreflang alternates and Open Graph. Every value is HTML-escaped. */
export function renderSeoHead(head: SeoHead): string {
  const e = escapeHtml;
  const { canonical, en, ka, xDefault } = addressesOf(head);
  const addresses = head.indexable
    ? [
        `<link rel="canonical" href="${e(canonical)}">`,
        `<link rel="alternate" hreflang="en" href="${e(en)}">`,
        `<link rel="alternate" hreflang="ka" href="${e(ka)}">`,
        `<link rel="alternate" hreflang="x-default" href="${e(xDefault)}">`,
        `<meta property="og:url" content="${e(canonical)}">`,
      ]
    : [`<meta name="robots" content="noindex">`];
  return [
    `<title>${e(head.title)}</title>`,
    `<meta name="description" content="${e(head.description)}">`,
    ...addresses,
    ...(head.feed
      ? [`<link rel="alternate" type="application/rss+xml" title="${e(head.feed.title)}" href="${e(head.feed.url)}">`]
      : []),
    `<meta property="og:type" content="${head.article ? 'article' : 'website'}">`,
    ...(head.article
      ? [
          `<meta property="article:published_time" content="${e(head.article.publishedTime)}">`,
          `<meta property="article:modified_time" content="${e(head.article.modifiedTime)}">`,
        ]
      : []),
    `<meta property="og:site_name" content="${e(head.siteName)}">`,
    `<meta property="og:title" content="${e(head.title)}">`,
    `<meta property="og:description" content="${e(head.description)}">`,
    ...(!head.indexable && head.shareable ? [`<meta property="og:url" content="${e(canonical)}">`] : []),
    `<meta property="og:image" content="${e(head.imageUrl)}">`,
    `<meta property="og:image:type" content="${SHARE_IMAGE.type}">`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}">`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}">`,
    ...(head.imageAlt ? [`<meta property="og:image:alt" content="${e(head.imageAlt)}">`] : []),
    `<meta property="og:locale" content="${head.language === 'ka' ? 'ka_GE' : 'en_US'}">`,
    `<meta property="og:locale:alternate" content="${head.language === 'ka' ? 'en_US' : 'ka_GE'}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:image" content="${e(head.imageUrl)}">`,
    ...(head.imageAlt ? [`<meta name="twitter:image:alt" content="${e(head.imageAlt)}">`] : []),
    ...jsonLdTexts(head).map((text) => `<script type="application/ld+json">${text}</script>`),
  ].join('\n    ');
}
