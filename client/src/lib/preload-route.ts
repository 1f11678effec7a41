import { Children, isValidElement, type ReactNode } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';

type Preloadable = { preload(): Promise<void> };

const isPreloadable = (type: unknown): type is Preloadable =>
  typeof type === 'function' && typeof (type as Partial<Preloadable>).preload === 'function';

/** The chunked components of an element and of its children (a page inside a guard). */
function preloadablesIn(node: ReactNode): Preloadable[] {
  if (!isValidElement<{ children?: ReactNode }>(node)) return [];
  const own = isPreloadable(node.type) ? [node.type] : [];
  return [...own, ...Children.toArray(node.props.children).flatMap(preloadablesIn)];
}

/** Starts loading the code of every page a path renders (layouts and the page, see lazyComponent)
 *  at once, while the app boots, instead of one after the other once each renders. A failed load
 *  is left to the page itself, which tries again when it mounts and shows the error. */
export function preloadRoute(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const loads = matches.flatMap((match) => preloadablesIn(match.route.element)).map((component) => component.preload());
  return Promise.allSettled(loads).then(() => undefined);
}
