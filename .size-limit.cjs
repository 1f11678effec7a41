/**
 * `npm run size` (after `npm run build`): the JavaScript a visitor downloads for each public page,
 * gzipped, against issue 10's budget: `/` at most 200 KB, any other public page at most 300 KB.
 * A page's scripts are the entry chunk and its static imports, the app it starts (start-app.tsx, loaded
 * once a rendered page is painted) with its static imports, the interface texts (the Georgian
 * file, the larger of the two) and the lazily loaded page modules the route renders with their
 * static imports, read from the build's manifest (dist/client/.vite/manifest.json). The browser
 * test e2e/bundle-budget.spec.ts measures the same pages as Chromium loads them.
 */
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const CLIENT = join(__dirname, 'dist/client');
const MANIFEST = join(CLIENT, '.vite/manifest.json');
const LOCALE = 'src/i18n/ka-GE.json';
const HOME_LIMIT = '200 KB';
const PAGE_LIMIT = '300 KB';

/** The public pages and the page modules (client/src/routes.tsx) each renders. */
const PAGES = {
  '/': ['pages/home/HomePage'],
  '/vacancies': ['pages/vacancies/VacanciesPage'],
  '/vacancies/:vacancyId': ['pages/vacancies/VacancyPage'],
  '/search': ['pages/search/SearchPage'],
  '/companies': ['pages/companies/CompaniesPage'],
  '/companies/:slug': ['pages/companies/CompanyLayout', 'pages/companies/CompanyAbout'],
  '/companies/:slug/reviews': ['pages/companies/CompanyLayout', 'pages/companies/CompanyReviews'],
  '/compare': ['pages/compare/ComparePage'],
  '/salaries': ['pages/salaries/SalariesPage'],
  '/news': ['pages/news/NewsPage'],
  '/news/:id': ['pages/news/ArticlePage'],
  '/partners': ['pages/partners/PartnersPage'],
  '/signIn': ['pages/auth/SignInPage'],
  '/signUp': ['pages/auth/sign-up/SignUpPage'],
  '/passwordRecovery': ['pages/auth/PasswordRecoveryPage'],
  '/about, /privacyPolicy, /terms-of-use': ['pages/static/StaticContentPage'],
  '/faq': ['pages/static/FaqPage'],
  '/information/support': ['pages/static/InformationLayout', 'pages/static/StaticContent'],
};

if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run npm run build first`);
const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));

/** The files of manifest entries and of everything they import statically. */
function scriptsOf(keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the client build's manifest: update .size-limit.cjs`);
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(join(CLIENT, chunk.file));
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files];
}

module.exports = Object.entries(PAGES).map(([name, modules]) => ({
  name,
  path: scriptsOf(['index.html', 'src/start-app.tsx', LOCALE, ...modules.map((module) => `src/${module}.tsx`)]),
  limit: name === '/' ? HOME_LIMIT : PAGE_LIMIT,
  gzip: true,
}));
