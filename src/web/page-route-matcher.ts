import { match } from 'path-to-regexp';
import { type PageRoute, pageRoutes } from '../../shared/page-routes.js';

const matchers = pageRoutes.map((route) => ({
  route,
  test: match<Record<string, string>>(route.path.toLowerCase(), { decode: decodeURIComponent, trailing: true }),
}));

export interface MatchedPageRoute {
  route: PageRoute;
  /** The route's parameters by their lower-cased names (`compareurl`), with lower-cased values: the
   *  whole path and pattern are matched in lower case. */
  params: Record<string, string>;
}

/** The page a path shows and its parameters, case-insensitively as in the client's router; null for unknown paths. */
export function matchPageRoute(path: string): MatchedPageRoute | null {
  let lower: string;
  try {
    lower = decodeURI(path).toLowerCase();
  } catch {
    return null;
  }
  for (const { route, test } of matchers) {
    let result: ReturnType<typeof test>;
    try {
      result = test(lower);
    } catch {
      return null; // a parameter that is no valid percent-encoding
    }
    if (result !== false) return { route, params: { ...result.params } };
  }
  return null;
}

/** The page a path shows, case-insensitively as in the client's router; null for unknown paths. */
export function findPageRoute(path: string): PageRoute | null {
  return matchPageRoute(path)?.route ?? null;
}
