import { matchPath } from 'react-router-dom';
import { pageRoutes, type PageRoute } from '../../../shared/page-routes';

/** Paths already matched: the layout and the head ask for every render, and matchPath compiles
 *  each route's pattern anew. Bounded, since paths come from visitors. */
const matched = new Map<string, PageRoute | undefined>();
const MAX_MATCHED = 500;

/** The page of the server's route table a path shows, matched like the router (case-insensitive,
 *  trailing slash allowed); undefined for paths that are no page. */
export function findPageRoute(pathname: string): PageRoute | undefined {
  if (matched.has(pathname)) return matched.get(pathname);
  const route = pageRoutes.find((candidate) =>
    matchPath({ path: candidate.path, caseSensitive: false, end: true }, pathname),
  );
  if (matched.size >= MAX_MATCHED) matched.clear();
  matched.set(pathname, route);
  return route;
}

export function hasBreadcrumbs(pathname: string): boolean {
  return !findPageRoute(pathname)?.noBreadcrumbs;
}

/** A page rendered alone (spec point 2, /partners): a minimal header, no breadcrumbs, no footer. */
export function isStandalone(pathname: string): boolean {
  return findPageRoute(pathname)?.standalone === true;
}

/** The staff back office (/admin): its own shell, without the public footer, cookie banner and chat. */
export function isBackOffice(pathname: string): boolean {
  return findPageRoute(pathname)?.pageKind === 'backOffice';
}
