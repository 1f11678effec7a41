/**
 * One URL per language (issue 20): an English page lives at its bare path (`/vacancies/7`), its
 * Georgian twin under `/ka` (`/ka/vacancies/7`). The address alone says the language, so a
 * crawler, a shared link and the server's cache all see one language per URL.
 * Plain functions only: the client imports this file too.
 */
export type PathLanguage = 'en' | 'ka';

/** The path segment of Georgian pages. */
export const GEORGIAN_PREFIX = '/ka';

const isGeorgianPath = (pathname: string) => pathname === GEORGIAN_PREFIX || pathname.startsWith(`${GEORGIAN_PREFIX}/`);

/** The language a path is in: `/ka` and below are Georgian, everything else English. */
export function languageOfPath(pathname: string): PathLanguage {
  return isGeorgianPath(pathname) ? 'ka' : 'en';
}

/** The path without its language: `/ka/vacancies` → `/vacancies`, `/ka` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  if (!isGeorgianPath(pathname)) return pathname;
  return pathname.slice(GEORGIAN_PREFIX.length) || '/';
}

/** The same page in a language: `pathInLanguage('/vacancies', 'ka')` → `/ka/vacancies`. A path
 *  that already has a language is moved to the other one. Query and hash are kept. */
export function pathInLanguage(path: string, language: PathLanguage): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  const bare = pathWithoutLanguage(pathname || '/');
  if (language === 'en') return `${bare}${rest}`;
  return `${bare === '/' ? GEORGIAN_PREFIX : `${GEORGIAN_PREFIX}${bare}`}${rest}`;
}

/** The router's basename for a language: links written `/vacancies` stay in the page's language. */
export const routerBasenameOf = (language: PathLanguage): string => (language === 'ka' ? GEORGIAN_PREFIX : '');

/** The addresses of a page in each language, for hreflang alternates: `origin` + the page's path
 *  without its language (`/vacancies/7`). `x-default` is the English address: the one a visitor
 *  whose language is neither gets. */
export function languageAddresses(origin: string, barePath: string): { en: string; ka: string; xDefault: string } {
  const en = `${origin}${pathInLanguage(barePath, 'en')}`;
  return { en, ka: `${origin}${pathInLanguage(barePath, 'ka')}`, xDefault: en };
}

/** The cookie that remembers the language a visitor chose with the switcher (`en` or `ka`): a bare
 *  address opened later (a bookmark, a link in an English mail) moves to its Georgian twin for a
 *  visitor who chose Georgian. Crawlers send none, so every address still means one language. */
export const CHOSEN_LANGUAGE_COOKIE = 'lang';

export const chosenLanguageCookie = (language: PathLanguage): string =>
  `${CHOSEN_LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=31536000; SameSite=Lax`;

/** An absolute address of a page in a language: `https://x.ge/vacancies/7` → `https://x.ge/ka/vacancies/7`
 *  (what a page's JSON-LD names: the page in the language it is in). */
export function addressInLanguage(address: string, language: PathLanguage): string {
  const url = new URL(address);
  return `${url.origin}${pathInLanguage(`${url.pathname}${url.search}`, language)}`;
}
