import { isRole } from '@bar/domain/roles';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { RouteAccess } from '../../../lib/security/roles.js';

/** The OpenAPI browser (@fastify/swagger-ui) owns these routes; they are public documentation. */
export const DOCS_PREFIX = '/api/docs';

const isDocsRoute = (url: string) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

export function isRouteAccess(value: unknown): value is RouteAccess {
  if (value === 'public') return true;
  return Array.isArray(value) && value.length > 0 && value.every(isRole);
}

/** Where a plugin scope keeps the access of its routes that declare none (see accessForScope). */
const SCOPE_ACCESS = Symbol('bar.scopeAccess');

/**
 * Says once who may call the routes of a plugin's scope: every route registered in it, or in a
 * plugin registered inside it, that declares no `config.access` of its own gets this one. Fastify
 * makes each plugin's instance from its parent's, so the setting reaches the scopes inside and
 * never a sibling or the parent (the admin API: `routes/admin/index.ts`).
 */
export function accessForScope(scope: FastifyInstance, access: RouteAccess): void {
  Object.defineProperty(scope, SCOPE_ACCESS, { value: access, configurable: true });
}

/** The access the scope a route is registered in gives it, if any (see accessForScope). */
export function scopeAccess(scope: FastifyInstance): RouteAccess | undefined {
  const access: unknown = Reflect.get(scope, SCOPE_ACCESS);
  return isRouteAccess(access) ? access : undefined;
}

/**
 * The access a route declared, else the one its scope gives (accessForScope). Routes outside
 * our code (the docs UI) are public; anything else without a valid declaration is a programming
 * error that must stop the boot, so no route is ever served without someone having decided who
 * may call it.
 */
export function declaredAccess(
  route: Pick<RouteOptions, 'url' | 'method' | 'config'>,
  fromScope?: RouteAccess,
): RouteAccess {
  const access = (route.config as { access?: unknown } | undefined)?.access ?? fromScope;
  if (access === undefined && isDocsRoute(route.url)) return 'public';
  if (isRouteAccess(access)) return access;
  const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
  throw new Error(
    `Route ${methods} ${route.url} does not declare who may call it. Add to its options ` +
      `config: { access: 'public' } or config: { access: ['admin', 'superadmin'] } (roles: anon, user, admin, superadmin); ` +
      `got ${JSON.stringify(access)}. See src/plugins/app/auth.ts.`,
  );
}

/**
 * The access that applies to a request. Not-found answers have no route and are public. Routes
 * added by libraries before the auth plugin never met the onRoute check: the docs UI and the CORS
 * preflight catch-all (OPTIONS *) are public; anything else undeclared admits nobody (fail closed).
 */
export function requestAccess(
  request: Pick<FastifyRequest, 'is404' | 'method' | 'routeOptions'>,
): RouteAccess {
  if (request.is404) return 'public';
  const declared = request.routeOptions.config.access;
  if (declared !== undefined) return declared;
  if (request.method === 'OPTIONS' || isDocsRoute(request.routeOptions.url ?? '')) return 'public';
  return [];
}
