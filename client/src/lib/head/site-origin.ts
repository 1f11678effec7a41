import { SITE_URL_META_NAME } from '../../../../shared/page-heads/site-url-meta';

const siteUrlMeta = (doc: Document) => doc.head.querySelector<HTMLMetaElement>(`meta[name="${SITE_URL_META_NAME}"]`);

/** The server wrote this document's head (it always writes the site's address): the head is that
 *  of the page the document was served for. */
export const hasServerHead = (doc: Document): boolean => siteUrlMeta(doc) !== null;

const originOf = (url: string | null | undefined): string | undefined => {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
};

/**
 * The site's public address (the server's PUBLIC_URL), which absolute links in the head start with:
 * the `<meta name="site-url">` the server writes, else the origin of its first canonical link or
 * og:url, else the address the page was loaded from (the dev server, tests). Read it before the
 * head is changed.
 */
export function readSiteOrigin(doc: Document): string {
  const meta = siteUrlMeta(doc)?.content;
  if (meta) return meta.replace(/\/+$/, '');
  return (
    originOf(doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href')) ??
    originOf(doc.head.querySelector('meta[property="og:url"]')?.getAttribute('content')) ??
    doc.location.origin
  );
}

/** A stored path (`/api/Files/Images/x.webp`) as an absolute address on the site; absolute ones stay. */
export const absoluteUrl = (origin: string, url: string): string =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;
