/**
 * The site's public address (PUBLIC_URL) in every page the server writes, also in pages without a
 * canonical link (the signed-in ones): the client builds the absolute addresses of the head it keeps
 * after in-app navigation from it (client/src/lib/head/site-origin.ts).
 * Plain: the client imports this file too.
 */
export const SITE_URL_META_NAME = 'site-url';

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `<meta name="site-url" content="https://techboard.ge">`, on a line of the head of its own. */
export const siteUrlMeta = (publicUrl: string): string =>
  `\n    <meta name="${SITE_URL_META_NAME}" content="${escapeAttribute(publicUrl)}">`;
