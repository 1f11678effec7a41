/** The browser's storage keys of the cookie choice (client/src/stores/CookieConsentStore.ts). */
export const COOKIE_CONSENT_KEY = 'cookiesModal';
export const COOKIE_BANNER_HIDDEN_FOR_SESSION_KEY = 'cookiesModalHidden';
/** Set on `<html>` before the first paint when the visitor has answered the banner already. */
export const COOKIE_BANNER_ANSWERED_ATTRIBUTE = 'data-cookie-banner-answered';

/**
 * The one inline script of a server-rendered page. Every page is rendered with the cookie banner
 * (the server cannot read the visitor's storage, and one HTML for everyone keeps pages cacheable);
 * this marks `<html>` before the first paint when the choice is stored, so that the stylesheet
 * hides the banner instead of it flashing until the app runs. Allowed by its hash in the CSP
 * (page-renderer.service.ts). No Node import here: the client imports the keys.
 */
export const COOKIE_BANNER_SCRIPT =
  `try{if(/^(accept|decline)$/.test(localStorage.getItem('${COOKIE_CONSENT_KEY}'))||sessionStorage.getItem('${COOKIE_BANNER_HIDDEN_FOR_SESSION_KEY}')==='true')` +
  `document.documentElement.setAttribute('${COOKIE_BANNER_ANSWERED_ATTRIBUTE}','')}catch(e){}`;

/** Without JavaScript the banner could not be answered, and nothing would set a cookie it asks
 *  about: a reader (or crawler) without scripts does not get it. */
export const COOKIE_BANNER_WITHOUT_SCRIPTS = '<noscript><style>[data-cookie-banner]{display:none}</style></noscript>';
