import type { ComponentType } from 'react';
import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { StaticContentType } from './api/static';
import { GuestOnly } from './components/auth/guards';
import { PageLoader } from './components/feedback/PageLoader';
import { lazyComponent } from './lib/lazy-component';

/** One chunk per page: the shell loads, then only the page shown, on the page skeleton meanwhile. */
const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazyComponent(load, <PageLoader waitingFor="page code" />);

const HomePage = lazyPage(() => import('./pages/home/HomePage').then((m) => m.HomePage));
const FaqPage = lazyPage(() => import('./pages/static/FaqPage').then((m) => m.FaqPage));
const StaticContentPage = lazyPage(() => import('./pages/static/StaticContentPage').then((m) => m.StaticContentPage));
const InformationLayout = lazyPage(() => import('./pages/static/InformationLayout').then((m) => m.InformationLayout));
const StaticContent = lazyPage(() => import('./pages/static/StaticContent').then((m) => m.StaticContent));
const NotFoundPage = lazyPage(() => import('./pages/not-found/NotFoundPage').then((m) => m.NotFoundPage));
const SignUpPage = lazyPage(() => import('./pages/auth/sign-up/SignUpPage').then((m) => m.SignUpPage));
const SignInPage = lazyPage(() => import('./pages/auth/SignInPage').then((m) => m.SignInPage));
const PasswordRecoveryPage = lazyPage(() =>
  import('./pages/auth/PasswordRecoveryPage').then((m) => m.PasswordRecoveryPage),
);
const WelcomePage = lazyPage(() => import('./pages/auth/WelcomePage').then((m) => m.WelcomePage));
const linkPages = () => import('./pages/auth/link-pages');
const VerifyEmailPage = lazyPage(() => linkPages().then((m) => m.VerifyEmailPage));
const NotInterestedPage = lazyPage(() => linkPages().then((m) => m.NotInterestedPage));
const SignInLinkPage = lazyPage(() => import('./pages/auth/SignInLinkPage').then((m) => m.SignInLinkPage));
const UserPanelLayout = lazyPage(() => import('./pages/user-panel/UserPanelLayout').then((m) => m.UserPanelLayout));
const CompanyPanelLayout = lazyPage(() =>
  import('./pages/company-panel/CompanyPanelLayout').then((m) => m.CompanyPanelLayout),
);
const GeneralInformationPage = lazyPage(() =>
  import('./pages/panel/GeneralInformationPage').then((m) => m.GeneralInformationPage),
);
const PasswordChangePage = lazyPage(() => import('./pages/panel/PasswordChangePage').then((m) => m.PasswordChangePage));
const CompanyBenefitsPage = lazyPage(() =>
  import('./pages/company-panel/CompanyBenefitsPage').then((m) => m.CompanyBenefitsPage),
);
const CompanyTechnologiesPage = lazyPage(() =>
  import('./pages/company-panel/CompanyTechnologiesPage').then((m) => m.CompanyTechnologiesPage),
);
const StatisticsPage = lazyPage(() => import('./pages/company-panel/StatisticsPage').then((m) => m.StatisticsPage));
const VacancyGuard = lazyPage(() => import('./pages/company-panel/vacancies/VacancyGuard').then((m) => m.VacancyGuard));
const VacancyListPage = lazyPage(() =>
  import('./pages/company-panel/vacancies/VacancyListPage').then((m) => m.VacancyListPage),
);
const VacancyFormPage = lazyPage(() =>
  import('./pages/company-panel/vacancies/VacancyFormPage').then((m) => m.VacancyFormPage),
);
const VacancyDetailsPage = lazyPage(() =>
  import('./pages/company-panel/applicants/VacancyDetailsPage').then((m) => m.VacancyDetailsPage),
);
const SavedTalentsPage = lazyPage(() =>
  import('./pages/company-panel/applicants/SavedTalentsPage').then((m) => m.SavedTalentsPage),
);
const talentPages = () => import('./pages/talent-directory-pages');
const TalentSearchPage = lazyPage(() => talentPages().then((m) => m.TalentSearchPage));
const TalentPage = lazyPage(() => talentPages().then((m) => m.TalentPage));
const CompanyInvitationsPage = lazyPage(() => talentPages().then((m) => m.CompanyInvitationsPage));
const TalentDirectoryPage = lazyPage(() => talentPages().then((m) => m.TalentDirectoryPage));
const JobsPage = lazyPage(() => import('./pages/user-panel/JobsPage').then((m) => m.JobsPage));
const SubscriptionsPage = lazyPage(() =>
  import('./pages/user-panel/subscriptions/SubscriptionsPage').then((m) => m.SubscriptionsPage),
);
const AccountSettingsPage = lazyPage(() =>
  import('./pages/panel/AccountSettingsPage').then((m) => m.AccountSettingsPage),
);
const CompaniesPage = lazyPage(() => import('./pages/companies/CompaniesPage').then((m) => m.CompaniesPage));
const CompanyLayout = lazyPage(() => import('./pages/companies/CompanyLayout').then((m) => m.CompanyLayout));
const CompanyAbout = lazyPage(() => import('./pages/companies/CompanyAbout').then((m) => m.CompanyAbout));
const CompanyBenefits = lazyPage(() => import('./pages/companies/CompanyTabs').then((m) => m.CompanyBenefits));
const CompanyTechnologies = lazyPage(() => import('./pages/companies/CompanyTabs').then((m) => m.CompanyTechnologies));
const CompanyVacancies = lazyPage(() => import('./pages/companies/CompanyTabs').then((m) => m.CompanyVacancies));
const CompanyReviews = lazyPage(() => import('./pages/companies/CompanyReviews').then((m) => m.CompanyReviews));
const CreateReviewPage = lazyPage(() => import('./pages/companies/CreateReviewPage').then((m) => m.CreateReviewPage));
const ComparePage = lazyPage(() => import('./pages/compare/ComparePage').then((m) => m.ComparePage));
const AdminPage = lazyPage(() => import('./pages/admin/AdminPage').then((m) => m.AdminPage));
const VacanciesPage = lazyPage(() => import('./pages/vacancies/VacanciesPage').then((m) => m.VacanciesPage));
const VacancyPage = lazyPage(() => import('./pages/vacancies/VacancyPage').then((m) => m.VacancyPage));
const SearchPage = lazyPage(() => import('./pages/search/SearchPage').then((m) => m.SearchPage));
const PartnersPage = lazyPage(() => import('./pages/partners/PartnersPage').then((m) => m.PartnersPage));
const NewsPage = lazyPage(() => import('./pages/news/NewsPage').then((m) => m.NewsPage));
const ArticlePage = lazyPage(() => import('./pages/news/ArticlePage').then((m) => m.ArticlePage));
const SalariesPage = lazyPage(() => import('./pages/salaries/SalariesPage').then((m) => m.SalariesPage));
const UnsubscribePage = lazyPage(() => import('./pages/news/UnsubscribePage').then((m) => m.UnsubscribePage));

/** A company's public page tabs (spec point 2), under /companies/{slug} and /{id}. */
const companyChildren: RouteObject[] = [
  { index: true, element: <CompanyAbout /> },
  { path: 'generalInformation', element: <CompanyAbout /> },
  { path: 'benefits', element: <CompanyBenefits /> },
  { path: 'technologies', element: <CompanyTechnologies /> },
  { path: 'vacancies', element: <CompanyVacancies /> },
  { path: 'reviews', element: <CompanyReviews /> },
  { path: 'reviews/createReview', element: <CreateReviewPage /> },
];

/** The client's routes. Every path here is in shared/page-routes.ts and the other way round
 *  (routes.test.ts checks it); `*` is the not-found page. Paths match case-insensitively. */
export const appRoutes: RouteObject[] = [
  { path: '/', element: <HomePage /> },
  { path: '/about', element: <StaticContentPage type={StaticContentType.AboutUs} /> },
  { path: '/faq', element: <FaqPage /> },
  { path: '/privacyPolicy', element: <StaticContentPage type={StaticContentType.PrivacyPolicy} /> },
  { path: '/terms-of-use', element: <StaticContentPage type={StaticContentType.TermsOfUse} /> },
  {
    path: '/information',
    element: <InformationLayout />,
    children: [
      { index: true, element: <Navigate to="privacyPolicy" replace /> },
      { path: 'privacyPolicy', element: <StaticContent type={StaticContentType.PrivacyPolicy} /> },
      { path: 'terms-of-use', element: <StaticContent type={StaticContentType.TermsOfUse} /> },
      { path: 'support', element: <StaticContent type={StaticContentType.Support} /> },
    ],
  },
  // Accounts (spec points 2 and 4): sign-up, sign-in and recovery only while signed out.
  {
    path: '/signUp',
    element: (
      <GuestOnly>
        <SignUpPage />
      </GuestOnly>
    ),
  },
  {
    path: '/signIn',
    element: (
      <GuestOnly>
        <SignInPage />
      </GuestOnly>
    ),
  },
  // Login by link (spec point 4): a staff member may be signed in when opening a view-as link.
  { path: '/signIn/continue', element: <SignInLinkPage /> },
  {
    path: '/passwordRecovery',
    element: (
      <GuestOnly>
        <PasswordRecoveryPage />
      </GuestOnly>
    ),
  },
  {
    path: '/passwordRecovery/:status',
    element: (
      <GuestOnly>
        <PasswordRecoveryPage />
      </GuestOnly>
    ),
  },
  { path: '/welcome', element: <WelcomePage /> },
  { path: '/verifyEmail', element: <VerifyEmailPage /> },
  { path: '/invitations/notInterested', element: <NotInterestedPage /> },
  {
    path: '/userPanel',
    element: <UserPanelLayout />,
    children: [
      { index: true, element: <Navigate to="generalInformation" replace /> },
      { path: 'generalInformation', element: <GeneralInformationPage /> },
      { path: 'jobs', element: <JobsPage /> },
      { path: 'user-subscriptions', element: <SubscriptionsPage /> },
      { path: 'talentDirectory', element: <TalentDirectoryPage /> },
      {
        path: 'settings',
        children: [
          { index: true, element: <Navigate to="account" replace /> },
          { path: 'passwordChange', element: <PasswordChangePage /> },
          { path: 'account', element: <AccountSettingsPage /> },
        ],
      },
    ],
  },
  {
    path: '/companyPanel',
    element: <CompanyPanelLayout />,
    children: [
      { index: true, element: <Navigate to="generalInformation" replace /> },
      { path: 'generalInformation', element: <GeneralInformationPage /> },
      { path: 'benefits', element: <CompanyBenefitsPage /> },
      { path: 'technologies', element: <CompanyTechnologiesPage /> },
      { path: 'statistics', element: <StatisticsPage /> },
      { path: 'saved-talents', element: <SavedTalentsPage /> },
      // The talent directory (issue 24): the server refuses companies not yet verified or complete.
      { path: 'talents', element: <TalentSearchPage /> },
      { path: 'talents/:talentId', element: <TalentPage /> },
      { path: 'invitations', element: <CompanyInvitationsPage /> },
      // The vacancy pages (spec points 2 and 4): guarded, verified or complete companies only.
      {
        path: 'vacancies',
        element: <VacancyGuard />,
        children: [
          { index: true, element: <Navigate to="active" replace /> },
          { path: 'active', element: <VacancyListPage list="active" /> },
          { path: 'ended', element: <VacancyListPage list="ended" /> },
          { path: 'drafts', element: <VacancyListPage list="drafts" /> },
          { path: 'create', element: <VacancyFormPage /> },
          { path: 'update/:vacancyId', element: <VacancyFormPage /> },
          { path: 'vacancyDetails', element: <Navigate to="/companyPanel/vacancies" replace /> },
          { path: 'vacancyDetails/:vacancyTransformedTitle', element: <VacancyDetailsPage /> },
        ],
      },
      {
        path: 'settings',
        children: [
          { index: true, element: <AccountSettingsPage /> },
          { path: 'passwordChange', element: <PasswordChangePage /> },
        ],
      },
    ],
  },
  { path: '/admin', element: <AdminPage /> },
  { path: '/companies', element: <CompaniesPage /> },
  {
    path: '/companies/:slug',
    element: <CompanyLayout />,
    children: companyChildren,
  },
  { path: '/compare', element: <ComparePage /> },
  { path: '/compare/:compareUrl', element: <ComparePage /> },
  { path: '/vacancies', element: <VacanciesPage /> },
  { path: '/vacancies/:vacancyId', element: <VacancyPage /> },
  { path: '/:companyId/vacancies/:vacancyId', element: <VacancyPage /> },
  { path: '/search', element: <SearchPage /> },
  { path: '/salaries', element: <SalariesPage /> },
  // The business landing page, rendered alone (spec point 2), under both spellings.
  { path: '/partners', element: <PartnersPage /> },
  { path: '/Partners', element: <PartnersPage /> },
  { path: '/news', element: <NewsPage /> },
  { path: '/news/:id', element: <ArticlePage /> },
  { path: '/unsubscribe', element: <UnsubscribePage /> },
  // Spec point 2: a company's page also answers at /{id} (any unknown path there is a not-found company).
  { path: '/:slug', element: <CompanyLayout bare />, children: companyChildren },
  { path: '*', element: <NotFoundPage /> },
];

const firstSegment = (path: string) => (path.split('/')[1] ?? '').toLowerCase();

/** A top-level route that may match any first segment (`/:slug`, `*`). */
const matchesAnySegment = (route: RouteObject) => !route.path || route.path === '*' || route.path.startsWith('/:');

/** The top-level routes that can match paths of each first segment, in their order: react-router
 *  flattens, ranks and compiles every route it is given on every render, and a path's first
 *  segment already rules most of them out (a route whose first segment is fixed matches only
 *  paths with that segment, case-insensitively as all routes here). */
const routesOfSegment = new Map<string, RouteObject[]>();
for (const segment of new Set(
  appRoutes.filter((route) => !matchesAnySegment(route)).map((route) => firstSegment(route.path!)),
)) {
  routesOfSegment.set(
    segment,
    appRoutes.filter((route) => matchesAnySegment(route) || firstSegment(route.path!) === segment),
  );
}
const routesOfOtherSegments = appRoutes.filter(matchesAnySegment);

/** The routes that can match `pathname` (exported for the test that compares with the whole table). */
export function candidateRoutes(pathname: string): RouteObject[] {
  return routesOfSegment.get(firstSegment(pathname)) ?? routesOfOtherSegments;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return useRoutes(candidateRoutes(pathname));
}
