import type { INestApplication } from '@nestjs/common';
import { ROUTE_ARGS_METADATA } from '@nestjs/common/constants.js';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum.js';
import { getMetadataStorage } from 'class-validator';
import { IS_PUBLIC } from '../../src/core/auth/public.decorator.js';
import { ROLES, Role } from '../../src/core/auth/roles.decorator.js';
import { type ApiRoute, apiRoutes, type RouteHandler, routeHandlers } from '../support/route-table.js';

/** Who sends the hostile calls: a visitor on public routes, else every role the route admits. */
export type Caller = 'visitor' | 'talent' | 'company' | 'staff';

/** A route with what its handler reads, so hostile values land on names it really validates. */
export interface HostileTarget {
  route: ApiRoute;
  callers: Caller[];
  /** Field names of its query (a DTO's properties or `@Query('name')`). */
  queryFields: string[];
  bodyFields: string[];
  /** `:name` parameters of the path. */
  pathParams: string[];
  /** The body is a multipart form (an upload), not JSON. */
  multipart: boolean;
}

interface RouteArg {
  index: number;
  data?: unknown;
}

const primitives = new Set<unknown>([String, Number, Boolean, Array, Object, undefined]);
const callerOfRole: Record<Role, Caller> = { [Role.User]: 'talent', [Role.Company]: 'company', [Role.Admin]: 'staff' };

/** The validated property names of a DTO class (and its parents). */
export function fieldsOf(dto: unknown): string[] {
  if (primitives.has(dto)) return [];
  const metadata = getMetadataStorage().getTargetValidationMetadatas(dto as new () => unknown, '', true, false);
  return [...new Set(metadata.map((m) => m.propertyName))];
}

/** Every property name any DTO of the app validates: the keys nested hostile objects are made of. */
export function allDtoFields(): string[] {
  const storage = getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, { propertyName: string }[]> };
  return [...new Set([...storage.validationMetadatas.values()].flat().map((m) => m.propertyName))].sort();
}

/** What a handler reads and who reaches its validation. */
function describeHandler({ controller, name, meta, argumentKinds }: RouteHandler): Omit<HostileTarget, 'route'> {
  const roles = meta<Role[]>(ROLES);
  const callers: Caller[] = meta<boolean>(IS_PUBLIC)
    ? ['visitor']
    : roles
      ? roles.map((role) => callerOfRole[role])
      : ['talent', 'company', 'staff'];
  const args: Record<string, RouteArg> = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, name) ?? {};
  const types: unknown[] = Reflect.getMetadata('design:paramtypes', controller.prototype, name) ?? [];
  const fields = (kind: RouteParamtypes) =>
    Object.entries(args)
      .filter(([key]) => key.split(':')[0] === String(kind))
      .flatMap(([, arg]) => (typeof arg.data === 'string' ? [arg.data] : fieldsOf(types[arg.index])));
  const kinds = argumentKinds();
  return {
    callers,
    queryFields: [...new Set(fields(RouteParamtypes.QUERY))],
    bodyFields: [...new Set(fields(RouteParamtypes.BODY))],
    pathParams: [],
    multipart: kinds.includes(RouteParamtypes.FILE) || kinds.includes(RouteParamtypes.FILES),
  };
}

/** Every /api route of the router, each with its handler's callers and fields. A route the router
 *  has but no controller declares fails here, so none is left out. */
export function hostileTargets(app: INestApplication): HostileTarget[] {
  const handlers = new Map(routeHandlers(app).map((handler) => [handler.key, describeHandler(handler)]));
  return apiRoutes(app).map((route) => {
    const handler = handlers.get(route.key);
    if (!handler) throw new Error(`no controller method found for ${route.key}`);
    const pathParams = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
    return { route, ...handler, pathParams };
  });
}

/** A back-office route: only staff reach it. */
export const isStaffOnly = (target: HostileTarget): boolean =>
  target.callers.length === 1 && target.callers[0] === 'staff';
