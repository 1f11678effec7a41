/** The part of a page that could run an author's script; it imports only plain constants, so client
 *  tests use it too. */
import { COOKIE_BANNER_SCRIPT } from '../../shared/cookie-banner-state.js';

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'data', 'poster', 'background'];
/** javascript: and vbscript: run; a data: URL can hold a whole document (images excepted). */
const SCRIPT_URL = /^(?:javascript:|vbscript:|data:(?!image\/))/i;
/** Script elements a browser never runs: JSON-LD and the server-rendered page's data (issue 20). */
const DATA_BLOCK_TYPES = ['application/ld+json', 'application/json'];

/**
 * What in a document could run an author's script: a script element other than a data block, a file of
 * the site or the page's own cookie-banner line (allowed by its hash), an event-handler attribute, a script URL, or an element that embeds another document.
 * Empty for a safe document.
 */
export function scriptableMarkup(root: Document | Element): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const name = element.tagName.toLowerCase();
    if (name === 'script') {
      const src = element.getAttribute('src');
      const ownLine =
        src === null && element.getAttribute('type') === null && element.textContent === COOKIE_BANNER_SCRIPT;
      if (
        !ownLine &&
        (src === null ? !DATA_BLOCK_TYPES.includes(element.getAttribute('type') ?? '') : !src.startsWith('/'))
      )
        found.push(element.outerHTML);
    }
    if (['iframe', 'frame', 'object', 'embed', 'base'].includes(name)) found.push(element.outerHTML);
    for (const attribute of element.attributes) {
      const attributeName = attribute.name.toLowerCase();
      // Browsers ignore control characters and spaces around and inside a scheme.
      const value = attribute.value.replace(/[\u0000-\u0020]/g, '');
      if (attributeName.startsWith('on') || (URL_ATTRIBUTES.includes(attributeName) && SCRIPT_URL.test(value))) {
        found.push(`<${name} ${attribute.name}="${attribute.value}">`);
      }
    }
  }
  return found;
}
