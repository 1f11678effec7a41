/**
 * The client's pages, as the server knows them: which paths exist (anything else is a 404 page
 * with status 404), which SEO texts each uses, and which go into the sitemap.
 * The client's router is checked against this table by a client test, so the two cannot drift.
 * Plain data only: the client imports this file too.
 */
export type PageKind =
  | 'home'
  | 'aboutUs'
  | 'companies'
  | 'vacancies'
  | 'auth'
  | 'staticPages'
  | 'compare'
  | 'blog'
  | 'partners'
  | 'notFound';

export interface PageRoute {
  /** A react-router / path-to-regexp path; `:name` is a parameter. */
  path: string;
  pageKind: PageKind;
  /** Listed in sitemap.xml, and indexable (the others answer `noindex`). */
  inSitemap: boolean;
  /** Rendered without the breadcrumb bar. */
  noBreadcrumbs?: boolean;
  /** Rendered alone: a header with only the logo and the sign-in link, no footer. */
  standalone?: boolean;
  /**
   * What the page shows, named by its parameter: `company` — the company of `:slug` (its URL name
   * or id; the server writes the company's head and JSON-LD, lists every company in the sitemap
   * when `inSitemap`, and answers 404 for an unknown one); `compare` — the two companies of
   * `:compareUrl` (first-vs-second); `vacancy` — the vacancy of `:vacancyId` (of the company of
   * `:companyId` when the path has one): the server writes its head and JobPosting, lists every open
   * vacancy in the sitemap when `inSitemap`, and answers 404 for a vacancy the public may not see;
   * `article` — the blog article of `:id`: the server writes its head and Article JSON-LD, lists
   * the published articles in the sitemap when `inSitemap`, and answers 404 for an unknown one.
   */
  subject?: 'company' | 'compare' | 'vacancy' | 'article';
}

/** The page that exchanges a sign-in hand-over (a staff view-as link, the end of a Google or
 *  LinkedIn sign-in) for a session; no other page does. */
export const SIGN_IN_HANDOVER_PATH = '/signIn/continue';

export const signInHandoverUrl = (tokenId: string) => `${SIGN_IN_HANDOVER_PATH}?tokenId=${encodeURIComponent(tokenId)}`;

export const pageRoutes: PageRoute[] = [
  { path: '/', pageKind: 'home', inSitemap: true, noBreadcrumbs: true },
  { path: '/about', pageKind: 'aboutUs', inSitemap: true },
  { path: '/faq', pageKind: 'aboutUs', inSitemap: true },
  { path: '/privacyPolicy', pageKind: 'staticPages', inSitemap: true },
  { path: '/terms-of-use', pageKind: 'staticPages', inSitemap: true },
  { path: '/information', pageKind: 'staticPages', inSitemap: false },
  { path: '/information/privacyPolicy', pageKind: 'staticPages', inSitemap: false },
  { path: '/information/terms-of-use', pageKind: 'staticPages', inSitemap: false },
  { path: '/information/support', pageKind: 'staticPages', inSitemap: true },
  { path: '/signUp', pageKind: 'auth', inSitemap: true },
  { path: '/signIn', pageKind: 'auth', inSitemap: true },
  { path: SIGN_IN_HANDOVER_PATH, pageKind: 'auth', inSitemap: false, noBreadcrumbs: true },
  { path: '/passwordRecovery', pageKind: 'auth', inSitemap: false },
  { path: '/passwordRecovery/:status', pageKind: 'auth', inSitemap: false },
  { path: '/welcome', pageKind: 'auth', inSitemap: false },
  { path: '/verifyEmail', pageKind: 'auth', inSitemap: false },
  { path: '/userPanel', pageKind: 'auth', inSitemap: false },
  { path: '/userPanel/generalInformation', pageKind: 'auth', inSitemap: false },
  { path: '/userPanel/jobs', pageKind: 'auth', inSitemap: false },
  { path: '/userPanel/user-subscriptions', pageKind: 'auth', inSitemap: false },
  { path: '/userPanel/settings', pageKind: 'auth', inSitemap: false },
  { path: '/userPanel/settings/passwordChange', pageKind: 'auth', inSitemap: false },
  { path: '/userPanel/settings/account', pageKind: 'auth', inSitemap: false },
  { path: '/companyPanel', pageKind: 'auth', inSitemap: false },
  { path: '/companyPanel/generalInformation', pageKind: 'auth', inSitemap: false },
  { path: '/companyPanel/benefits', pageKind: 'auth', inSitemap: false },
  { path: '/companyPanel/technologies', pageKind: 'auth', inSitemap: false },
  { path: '/companyPanel/statistics', pageKind: 'auth', inSitemap: false },
  { path: '/companyPanel/saved-talents', pageKind: 'auth', inSitemap: false },
  { path: '/companyPanel/vacancies', pageKind: 'auth', inSitemap: false },
  { path: '/companyPanel/vacancies/active', pageKind: 'auth', inSitemap: false },
  { path: '/companyPanel/vacancies/ended', pageKind: 'auth', inSitemap: false },
  { path: '/companyPanel/vacancies/drafts', pageKind: 'auth', inSitemap: false },
  { path: '/companyPanel/vacancies/create', pageKind: 'auth', inSitemap: false },
  { path: '/companyPanel/vacancies/update/:vacancyId', pageKind: 'auth', inSitemap: false },
  { path: '/companyPanel/vacancies/vacancyDetails', pageKind: 'auth', inSitemap: false },
  { path: '/companyPanel/vacancies/vacancyDetails/:vacancyTransformedTitle', pageKind: 'auth', inSitemap: false },
  { path: '/companyPanel/settings', pageKind: 'auth', inSitemap: false },
  { path: '/companyPanel/settings/passwordChange', pageKind: 'auth', inSitemap: false },
  { path: '/admin', pageKind: 'auth', inSitemap: false },
  { path: '/companies', pageKind: 'companies', inSitemap: true },
  { path: '/companies/:slug', pageKind: 'companies', inSitemap: true, subject: 'company' },
  { path: '/companies/:slug/generalInformation', pageKind: 'companies', inSitemap: false, subject: 'company' },
  { path: '/companies/:slug/benefits', pageKind: 'companies', inSitemap: false, subject: 'company' },
  { path: '/companies/:slug/technologies', pageKind: 'companies', inSitemap: false, subject: 'company' },
  { path: '/companies/:slug/vacancies', pageKind: 'companies', inSitemap: false, subject: 'company' },
  { path: '/companies/:slug/reviews', pageKind: 'companies', inSitemap: false, subject: 'company' },
  { path: '/companies/:slug/reviews/createReview', pageKind: 'companies', inSitemap: false, subject: 'company' },
  { path: '/compare', pageKind: 'compare', inSitemap: true },
  { path: '/compare/:compareUrl', pageKind: 'compare', inSitemap: false, subject: 'compare' },
  { path: '/vacancies', pageKind: 'vacancies', inSitemap: true },
  { path: '/vacancies/:vacancyId', pageKind: 'vacancies', inSitemap: true, subject: 'vacancy' },
  // The same vacancy page under its company (not listed: /vacancies/{id} is its address).
  { path: '/:companyId/vacancies/:vacancyId', pageKind: 'vacancies', inSitemap: false, subject: 'vacancy' },
  // Smart search over vacancies, companies and technologies: it takes the vacancies' head texts.
  { path: '/search', pageKind: 'vacancies', inSitemap: true },
  // The blog: the list, an article, and the page of a blog mail's unsubscribe link.
  { path: '/news', pageKind: 'blog', inSitemap: true },
  { path: '/news/:id', pageKind: 'blog', inSitemap: true, subject: 'article' },
  { path: '/unsubscribe', pageKind: 'blog', inSitemap: false },
  // The business landing page, rendered alone (spec point 2); both spellings, listed once.
  { path: '/partners', pageKind: 'partners', inSitemap: true, noBreadcrumbs: true, standalone: true },
  { path: '/Partners', pageKind: 'partners', inSitemap: false, noBreadcrumbs: true, standalone: true },
  // A company's page by its id (or URL name) at the root: last, so that every other page wins.
  { path: '/:slug', pageKind: 'companies', inSitemap: false, subject: 'company' },
  { path: '/:slug/generalInformation', pageKind: 'companies', inSitemap: false, subject: 'company' },
  { path: '/:slug/benefits', pageKind: 'companies', inSitemap: false, subject: 'company' },
  { path: '/:slug/technologies', pageKind: 'companies', inSitemap: false, subject: 'company' },
  { path: '/:slug/vacancies', pageKind: 'companies', inSitemap: false, subject: 'company' },
  { path: '/:slug/reviews', pageKind: 'companies', inSitemap: false, subject: 'company' },
  { path: '/:slug/reviews/createReview', pageKind: 'companies', inSitemap: false, subject: 'company' },
];
