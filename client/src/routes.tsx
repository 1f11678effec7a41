import { lazy, type ComponentType } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router-dom';
import { StaticContentType } from './api/static';

/** One chunk per page: the shell loads, then only the page shown. */
const lazyPage = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));

const HomePage = lazyPage(() => import('./pages/home/HomePage').then((m) => m.HomePage));
const FaqPage = lazyPage(() => import('./pages/static/FaqPage').then((m) => m.FaqPage));
const StaticContentPage = lazyPage(() => import('./pages/static/StaticContentPage').then((m) => m.StaticContentPage));
const InformationLayout = lazyPage(() => import('./pages/static/InformationLayout').then((m) => m.InformationLayout));
const StaticContent = lazyPage(() => import('./pages/static/StaticContent').then((m) => m.StaticContent));
const NotFoundPage = lazyPage(() => import('./pages/not-found/NotFoundPage').then((m) => m.NotFoundPage));

/** The client's routes. Every path here is in src/web/page-routes.ts and the other way round
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
  { path: '*', element: <NotFoundPage /> },
];

export function AppRoutes() {
  return useRoutes(appRoutes);
}
