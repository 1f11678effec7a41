import { Children, isValidElement, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, type Params, type RouteMatch, type RouteObject } from 'react-router-dom';
import type { RootStore } from '../stores/RootStore';

/** What a page's `prepare` gets: the root store, the route's parameters, the query and the
 *  props the route gives the page. */
export interface PrepareContext {
  root: RootStore;
  /** The page's path as the router sees it (without its language). */
  pathname: string;
  params: Params;
  search: URLSearchParams;
  props: Record<string, unknown>;
}

/** A page that can load its data before it first renders (server rendering, issue 20): it starts
 *  the same loads its effects would, on stores the page takes over (see definePageStore). */
export type PreparablePage = { prepare?: (context: PrepareContext) => void };

type Preloadable = { preload(): Promise<void>; loadedComponent?(): ComponentType<never> | undefined };

const isPreloadable = (type: unknown): type is Preloadable =>
  typeof type === 'function' && typeof (type as Partial<Preloadable>).preload === 'function';

interface Rendered {
  type: unknown;
  props: Record<string, unknown>;
}

/** The components of an element and of its children (a page inside a guard), with their props. */
function componentsIn(node: ReactNode): Rendered[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own: Rendered[] =
    typeof node.type === 'function' ? [{ type: node.type, props: node.props as Record<string, unknown> }] : [];
  return [...own, ...Children.toArray(node.props.children).flatMap(componentsIn)];
}

type MatchedElement = { match: RouteMatch; components: Rendered[] };

/** The matches of the paths met lately, by route table: React Router compiles every route's
 *  pattern on each `matchRoutes`, and a render asks for the same path's matches several times. */
const matchesByRoutes = new WeakMap<RouteObject[], Map<string, MatchedElement[]>>();
const MATCHES_LIMIT = 500;

function matchedElements(routes: RouteObject[], pathname: string): MatchedElement[] {
  let matches = matchesByRoutes.get(routes);
  if (!matches) matchesByRoutes.set(routes, (matches = new Map()));
  let found = matches.get(pathname);
  if (!found) {
    found = (matchRoutes(routes, pathname) ?? []).map((match) => ({
      match,
      components: componentsIn(match.route.element),
    }));
    // Any address can be asked for: the paths kept are bounded.
    if (matches.size >= MATCHES_LIMIT) matches.clear();
    matches.set(pathname, found);
  }
  return found;
}

/** Starts loading the code of every page a path renders (layouts and the page, see lazyComponent)
 *  at once, while the app boots, instead of one after the other once each renders. A failed load
 *  is left to the page itself, which tries again when it mounts and shows the error. */
export function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const loads = chunkedComponentsOf(routes, pathname).map((component) => component.preload());
  return Promise.allSettled(loads).then(() => undefined);
}

/** The components of a path's pages whose code is a chunk of its own. */
const chunkedComponentsOf = (routes: RouteObject[], pathname: string): Preloadable[] =>
  matchedElements(routes, pathname)
    .flatMap(({ components }) => components.map((component) => component.type))
    .filter(isPreloadable);

/** Loads the code of a path's pages one after the other (the server's render: its modules load
 *  once per process, and Jest's module loader fails on concurrent imports of chunks that share
 *  modules, which left a page on its loader in the API tests). */
export async function preloadRouteInTurn(routes: RouteObject[], pathname: string): Promise<void> {
  for (const component of chunkedComponentsOf(routes, pathname)) await component.preload().catch(() => undefined);
}

/** Loads the code of a path's pages, then calls each page's `prepare`: the first render then
 *  shows the page with its data (the server's, and the browser's hydration of it). */
export async function prepareRoute(
  routes: RouteObject[],
  pathname: string,
  search: string,
  root: RootStore,
): Promise<void> {
  await preloadRoute(routes, pathname);
  const query = new URLSearchParams(search);
  for (const { match, components } of matchedElements(routes, pathname)) {
    for (const { type, props } of components) {
      const page = (isPreloadable(type) ? type.loadedComponent?.() : type) as PreparablePage | undefined;
      page?.prepare?.({ root, pathname, params: match.params, search: query, props });
    }
  }
}

/** A page component with its `prepare` (see prepareRoute). */
export const withPrepare = <C extends object>(
  component: C,
  prepare: (context: PrepareContext) => void,
): C & Required<PreparablePage> => Object.assign(component, { prepare });
