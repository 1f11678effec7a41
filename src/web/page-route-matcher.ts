import { match } from 'path-to-regexp';
import { type PageRoute, pageRoutes } from './page-routes.js';

const matchers = pageRoutes.map((route) => ({
  route,
  test: match(route.path.toLowerCase(), { decode: decodeURIComponent, trailing: true }),
}));

/** The page a path shows, case-insensitively as in the client's router; null for unknown paths. */
export function findPageRoute(path: string): PageRoute | null {
  let lower: string;
  try {
    lower = decodeURI(path).toLowerCase();
  } catch {
    return null;
  }
  return matchers.find(({ test }) => test(lower) !== false)?.route ?? null;
}
