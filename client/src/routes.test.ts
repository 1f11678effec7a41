import { matchRoutes, type RouteObject } from 'react-router-dom';
import { pageRoutes } from '../../shared/page-routes';
import { appRoutes, candidateRoutes } from './routes';

/** The full paths of a route tree; index routes stand for their parent's path. */
function fullPaths(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.index) return [parent || '/'];
    const path = route.path === '*' || route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
    const own = path === undefined || route.element === undefined ? [] : [path];
    return [...own, ...fullPaths(route.children ?? [], path)];
  });
}

describe('client routes and the server route table', () => {
  const client = new Set(fullPaths(appRoutes).filter((path) => path !== '*'));
  const server = new Set(pageRoutes.map((route) => route.path));

  it('give every path of shared/page-routes.ts a client route', () => {
    expect([...server].filter((path) => !client.has(path))).toEqual([]);
  });

  it('list every client route (but the not-found page) in shared/page-routes.ts', () => {
    expect([...client].filter((path) => !server.has(path))).toEqual([]);
  });

  it('end with the not-found page for anything else', () => {
    expect(appRoutes.at(-1)?.path).toBe('*');
  });
});

describe('the routes a path is matched against', () => {
  const samples = [
    ...pageRoutes.map((route) => route.path.replace(/:[^/]+/g, 'kartuli-code')),
    ...pageRoutes.map((route) => route.path.replace(/:[^/]+/g, '42').toUpperCase()),
    '/',
    '/vacancies/',
    '/Vacancies/7',
    '/3/vacancies/9',
    '/kartuli-code/reviews',
    '/no/such/page',
    '/companies/x/nothing-here',
    '/%D0%B0',
  ];
  const chain = (routes: RouteObject[], path: string) => (matchRoutes(routes, path) ?? []).map((match) => match.route);

  it.each(samples)('match %s as the whole table does', (path) => {
    expect(chain(candidateRoutes(path), path)).toEqual(chain(appRoutes, path));
  });
});
