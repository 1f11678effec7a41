/**
 * The client's pages, as the server knows them: which paths exist (anything else is a 404 page
 * with status 404), which SEO texts each uses, and which go into the sitemap.
 * The client's router is checked against this table by a client test, so the two cannot drift.
 * Plain data only: the client imports this file too.
 */
import type { SeoPageKind } from './enums.js';
import { type PathLanguage, routerBasenameOf } from './language-paths.js';

/** A kind of page: its SEO title and description (seo_detail, editable in the back office) come
 *  by it. Every kind is its own: no two kinds of page share a title. */
export type PageKind = SeoPageKind;

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

/** The hand-over page's address, in the language the visitor was reading (`/ka/signIn/continue…`). */
export const signInHandoverUrl = (tokenId: string, language: PathLanguage = 'en') =>
  `${routerBasenameOf(language)}${SIGN_IN_HANDOVER_PATH}?tokenId=${encodeURIComponent(tokenId)}`;

export const pageRoutes: PageRoute[] = [
  { path: '/', pageKind: 'home', inSitemap: true, noBreadcrumbs: true },
  { path: '/about', pageKind: 'aboutUs', inSitemap: true },
  { path: '/faq', pageKind: 'faq', inSitemap: true },
  { path: '/privacyPolicy', pageKind: 'privacyPolicy', inSitemap: true },
  { path: '/terms-of-use', pageKind: 'termsOfUse', inSitemap: true },
  { path: '/information', pageKind: 'staticPages', inSitemap: false },
  { path: '/information/privacyPolicy', pageKind: 'privacyPolicy', inSitemap: false },
  { path: '/information/terms-of-use', pageKind: 'termsOfUse', inSitemap: false },
  { path: '/information/support', pageKind: 'support', inSitemap: true },
  { path: '/signUp', pageKind: 'signUp', inSitemap: true },
  { path: '/signIn', pageKind: 'signIn', inSitemap: true },
  { path: SIGN_IN_HANDOVER_PATH, pageKind: 'signIn', inSitemap: false, noBreadcrumbs: true },
  { path: '/passwordRecovery', pageKind: 'passwordRecovery', inSitemap: false },
  { path: '/passwordRecovery/:status', pageKind: 'passwordRecovery', inSitemap: false },
  { path: '/welcome', pageKind: 'welcome', inSitemap: false },
  { path: '/verifyEmail', pageKind: 'verifyEmail', inSitemap: false },
  { path: '/invitations/notInterested', pageKind: 'talentPanel', inSitemap: false, noBreadcrumbs: true },
  { path: '/userPanel', pageKind: 'talentPanel', inSitemap: false },
  { path: '/userPanel/generalInformation', pageKind: 'talentPanel', inSitemap: false },
  { path: '/userPanel/jobs', pageKind: 'talentPanel', inSitemap: false },
  { path: '/userPanel/user-subscriptions', pageKind: 'talentPanel', inSitemap: false },
  { path: '/userPanel/talentDirectory', pageKind: 'talentPanel', inSitemap: false },
  { path: '/userPanel/settings', pageKind: 'talentPanel', inSitemap: false },
  { path: '/userPanel/settings/passwordChange', pageKind: 'talentPanel', inSitemap: false },
  { path: '/userPanel/settings/account', pageKind: 'talentPanel', inSitemap: false },
  { path: '/companyPanel', pageKind: 'companyPanel', inSitemap: false },
  { path: '/companyPanel/generalInformation', pageKind: 'companyPanel', inSitemap: false },
  { path: '/companyPanel/benefits', pageKind: 'companyPanel', inSitemap: false },
  { path: '/companyPanel/technologies', pageKind: 'companyPanel', inSitemap: false },
  { path: '/companyPanel/statistics', pageKind: 'companyPanel', inSitemap: false },
  { path: '/companyPanel/saved-talents', pageKind: 'companyPanel', inSitemap: false },
  { path: '/companyPanel/talents', pageKind: 'companyPanel', inSitemap: false },
  { path: '/companyPanel/talents/:talentId', pageKind: 'companyPanel', inSitemap: false },
  { path: '/companyPanel/invitations', pageKind: 'companyPanel', inSitemap: false },
  { path: '/companyPanel/vacancies', pageKind: 'companyPanel', inSitemap: false },
  { path: '/companyPanel/vacancies/active', pageKind: 'companyPanel', inSitemap: false },
  { path: '/companyPanel/vacancies/ended', pageKind: 'companyPanel', inSitemap: false },
  { path: '/companyPanel/vacancies/drafts', pageKind: 'companyPanel', inSitemap: false },
  { path: '/companyPanel/vacancies/create', pageKind: 'companyPanel', inSitemap: false },
  { path: '/companyPanel/vacancies/update/:vacancyId', pageKind: 'companyPanel', inSitemap: false },
  { path: '/companyPanel/vacancies/vacancyDetails', pageKind: 'companyPanel', inSitemap: false },
  {
    path: '/companyPanel/vacancies/vacancyDetails/:vacancyTransformedTitle',
    pageKind: 'companyPanel',
    inSitemap: false,
  },
  { path: '/companyPanel/settings', pageKind: 'companyPanel', inSitemap: false },
  { path: '/companyPanel/settings/passwordChange', pageKind: 'companyPanel', inSitemap: false },
  { path: '/admin', pageKind: 'backOffice', inSitemap: false },
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
  // Salary insights (issue 25): the figure of a technology, level and city.
  { path: '/salaries', pageKind: 'salaries', inSitemap: true },
  // Smart search over vacancies, companies and technologies.
  { path: '/search', pageKind: 'search', inSitemap: true },
  // The blog: the list, an article, and the page of a blog mail's unsubscribe link.
  { path: '/news', pageKind: 'blog', inSitemap: true },
  { path: '/news/:id', pageKind: 'blog', inSitemap: true, subject: 'article' },
  { path: '/unsubscribe', pageKind: 'newsUnsubscribe', inSitemap: false },
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
