import { type INestApplication, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import type { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { ModulesContainer } from '@nestjs/core';

export type RouteMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One route the running app answers, as Express registered it: `GET /api/Vacancy/GetVacancy`. */
export interface ApiRoute {
  method: RouteMethod;
  /** The Express path, with `:name` parameters, e.g. `/api/Files/Images/:name`. */
  path: string;
  /** `GET /api/Files/Images/:name`: the key route declarations use. */
  key: string;
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every JSON API route of the app (the OpenAPI documentation's own pages left out), read from the
 *  Express router so that no route can be missed by a list kept by hand. */
export function apiRoutes(app: INestApplication): ApiRoute[] {
  const router = (app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } }).router;
  const routes: ApiRoute[] = [];
  for (const layer of router.stack) {
    if (!layer.route) continue;
    const { path } = layer.route;
    if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
    for (const [method, on] of Object.entries(layer.route.methods)) {
      if (!on || method === '_all') continue;
      routes.push({ method: method as RouteMethod, path, key: `${method.toUpperCase()} ${path}` });
    }
  }
  return routes;
}

/** One controller method that Nest routes, with what its decorators say. */
export interface RouteHandler {
  /** `GET /api/Vacancy/GetVacancy`, as in ApiRoute. */
  key: string;
  controller: { prototype: object } & object;
  name: string;
  handler: object;
  /** A decorator's metadata on the method, else on its controller (as Nest's Reflector reads it). */
  meta<T>(metadataKey: string): T | undefined;
  /** The kinds of its parameters' decorators (RouteParamtypes, e.g. BODY, QUERY, FILE). */
  argumentKinds(): RouteParamtypes[];
}

const joinPath = (...parts: unknown[]) =>
  ('/' + parts.flatMap((part) => [part ?? ''].flat()).join('/')).replace(/\/+/g, '/').replace(/(.)\/$/, '$1');

/** Every routed controller method of the app, read from Nest's module container. */
export function routeHandlers(app: INestApplication): RouteHandler[] {
  const found: RouteHandler[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as unknown as ({ prototype: Record<string, unknown> } & object) | null;
      if (!controller) continue;
      for (const name of Object.getOwnPropertyNames(controller.prototype)) {
        const handler = controller.prototype[name];
        if (name === 'constructor' || typeof handler !== 'function') continue;
        const method: RequestMethod | undefined = Reflect.getMetadata(METHOD_METADATA, handler);
        const path = Reflect.getMetadata(PATH_METADATA, handler);
        if (method === undefined || path === undefined) continue;
        found.push({
          key: `${RequestMethod[method]} ${joinPath('api', Reflect.getMetadata(PATH_METADATA, controller), path)}`,
          controller,
          name,
          handler,
          meta: <T>(metadataKey: string) =>
            (Reflect.getMetadata(metadataKey, handler) ?? Reflect.getMetadata(metadataKey, controller)) as
              T | undefined,
          argumentKinds: () =>
            Object.keys(Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {}).map(
              (key) => Number(key.split(':')[0]) as RouteParamtypes,
            ),
        });
      }
    }
  }
  return found;
}
