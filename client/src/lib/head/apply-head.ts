import { pathInLanguage, type PathLanguage } from '../../../../shared/language-paths';
import type { SeoHead } from '../../../../shared/page-heads/seo-head';

const JSON_LD = 'script[type="application/ld+json"]';
const FEED = 'link[rel="alternate"][type="application/rss+xml"]';
const ADDRESS_ELEMENTS = ['link[rel="canonical"]', 'link[rel="alternate"][hreflang]', 'meta[property="og:url"]'];

/** A page's address in a language: its bare path in English, under /ka in Georgian. Addresses
 *  outside the site stay as they are. */
export function urlInLanguage(url: string, language: PathLanguage, origin: string): string {
  if (!url.startsWith(origin)) return url;
  return `${origin}${pathInLanguage(url.slice(origin.length) || '/', language)}`;
}

/** The element of `selector`, made (with `attributes`) and put at the end of the head when missing. */
function element(doc: Document, selector: string, tag: 'meta' | 'link', attributes: Record<string, string>): Element {
  const found = doc.head.querySelector(selector);
  if (found) return found;
  const made = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  doc.head.appendChild(made);
  return made;
}

function setAttribute(target: Element, name: string, value: string): void {
  if (target.getAttribute(name) !== value) target.setAttribute(name, value);
}

function setMeta(doc: Document, key: 'name' | 'property', name: string, content: string): void {
  setAttribute(element(doc, `meta[${key}="${name}"]`, 'meta', { [key]: name }), 'content', content);
}

function setLink(doc: Document, selector: string, attributes: Record<string, string>, href: string): void {
  setAttribute(element(doc, selector, 'link', attributes), 'href', href);
}

const removeAll = (doc: Document, selector: string) =>
  doc.head.querySelectorAll(selector).forEach((found) => found.remove());

/** The page's JSON-LD in place of what the head has (the server's, or the page before's). Data
 *  blocks are never run, so the page's CSP, which lists only the server's hashes, does not apply. */
function setJsonLd(doc: Document, documents: object[]): void {
  const texts = documents.map((value) => JSON.stringify(value));
  const present = [...doc.head.querySelectorAll(JSON_LD)];
  if (present.length === texts.length && present.every((script, index) => script.textContent === texts[index])) return;
  present.forEach((script) => script.remove());
  for (const text of texts) {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = text;
    doc.head.appendChild(script);
  }
}

const IMAGE_ALT = ['meta[property="og:image:alt"]', 'meta[name="twitter:image:alt"]'];

function setImage(doc: Document, head: SeoHead): void {
  setMeta(doc, 'property', 'og:image', head.imageUrl);
  setMeta(doc, 'name', 'twitter:image', head.imageUrl);
  if (head.imageAlt) {
    setMeta(doc, 'property', 'og:image:alt', head.imageAlt);
    setMeta(doc, 'name', 'twitter:image:alt', head.imageAlt);
  } else {
    for (const selector of IMAGE_ALT) removeAll(doc, selector);
  }
}

function setFeed(doc: Document, feed: SeoHead['feed']): void {
  const [first, ...others] = doc.head.querySelectorAll(FEED);
  others.forEach((link) => link.remove());
  if (!feed) {
    first?.remove();
    return;
  }
  const link = first ?? element(doc, FEED, 'link', { rel: 'alternate', type: 'application/rss+xml' });
  setAttribute(link, 'title', feed.title);
  setAttribute(link, 'href', feed.url);
}

/**
 * Writes a page's head into the document as the server writes it (src/web/seo-head.ts renderSeoHead):
 * title, description, canonical and hreflang alternates (en: the bare path, ka: under /ka, x-default:
 * the bare path) or `noindex` (og:url kept when `shareable`), Open Graph's url, title, description
 * and type, the share image with its alt text, the JSON-LD and the RSS feed. The server's elements
 * are updated in place; only what differs is touched. The image's type and size (every share image
 * has the same) and the locale are left as the server wrote them.
 */
export function applyHead(doc: Document, head: SeoHead, origin: string): void {
  if (doc.title !== head.title) doc.title = head.title;
  setMeta(doc, 'name', 'description', head.description);
  const canonical = urlInLanguage(head.url, head.language, origin);
  if (head.indexable) {
    const bare = urlInLanguage(head.url, 'en', origin);
    setLink(doc, 'link[rel="canonical"]', { rel: 'canonical' }, canonical);
    setLink(doc, 'link[rel="alternate"][hreflang="en"]', { rel: 'alternate', hreflang: 'en' }, bare);
    setLink(
      doc,
      'link[rel="alternate"][hreflang="ka"]',
      { rel: 'alternate', hreflang: 'ka' },
      urlInLanguage(head.url, 'ka', origin),
    );
    setLink(doc, 'link[rel="alternate"][hreflang="x-default"]', { rel: 'alternate', hreflang: 'x-default' }, bare);
    setMeta(doc, 'property', 'og:url', canonical);
    removeAll(doc, 'meta[name="robots"]');
  } else {
    for (const selector of ADDRESS_ELEMENTS) removeAll(doc, selector);
    // A page still shared by its link (an ended vacancy) keeps og:url.
    if (head.shareable) setMeta(doc, 'property', 'og:url', canonical);
    setMeta(doc, 'name', 'robots', 'noindex');
  }
  setMeta(doc, 'property', 'og:type', head.article ? 'article' : 'website');
  if (head.article) {
    setMeta(doc, 'property', 'article:published_time', head.article.publishedTime);
    setMeta(doc, 'property', 'article:modified_time', head.article.modifiedTime);
  } else {
    removeAll(doc, 'meta[property^="article:"]');
  }
  setMeta(doc, 'property', 'og:title', head.title);
  setMeta(doc, 'property', 'og:description', head.description);
  setImage(doc, head);
  setJsonLd(doc, head.jsonLd ?? []);
  setFeed(doc, head.feed);
}
