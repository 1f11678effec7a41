import { matchPath } from 'react-router-dom';
import { pageRoutes, type PageRoute } from '../../../src/web/page-routes';

/** Paths that render without the breadcrumb bar besides those the route table marks (spec point 2). */
const BARE_PREFIXES = ['/partners'];

/** The page of the server's route table a path shows, matched like the router (case-insensitive,
 *  trailing slash allowed); undefined for paths that are no page. */
export function findPageRoute(pathname: string): PageRoute | undefined {
  return pageRoutes.find((route) => matchPath({ path: route.path, caseSensitive: false, end: true }, pathname));
}

export function hasBreadcrumbs(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  if (BARE_PREFIXES.some((prefix) => lower === prefix || lower.startsWith(`${prefix}/`))) return false;
  return !findPageRoute(pathname)?.noBreadcrumbs;
}
