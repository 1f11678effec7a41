import { matchPath } from 'react-router-dom';
import { pageRoutes, type PageRoute } from '../../../src/web/page-routes';

/** The page of the server's route table a path shows, matched like the router (case-insensitive,
 *  trailing slash allowed); undefined for paths that are no page. */
export function findPageRoute(pathname: string): PageRoute | undefined {
  return pageRoutes.find((route) => matchPath({ path: route.path, caseSensitive: false, end: true }, pathname));
}

export function hasBreadcrumbs(pathname: string): boolean {
  return !findPageRoute(pathname)?.noBreadcrumbs;
}

/** A page rendered alone (spec point 2, /partners): a minimal header, no breadcrumbs, no footer. */
export function isStandalone(pathname: string): boolean {
  return findPageRoute(pathname)?.standalone === true;
}
