import { isRole } from '@bar/domain/roles';
import type { FastifyRequest, RouteOptions } from 'fastify';
import type { RouteAccess } from '../../../lib/roles.js';

/** The OpenAPI browser (@fastify/swagger-ui) owns these routes; they are public documentation. */
export const DOCS_PREFIX = '/api/docs';

const isDocsRoute = (url: string) => url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

export function isRouteAccess(value: unknown): value is RouteAccess {
  if (value === 'public') return true;
  return Array.isArray(value) && value.length > 0 && value.every(isRole);
}

/**
 * The access a route declared. Routes outside our code (the docs UI) are public; anything else
 * without a valid declaration is a programming error that must stop the boot, so no route is ever
 * served without someone having decided who may call it.
 */
export function declaredAccess(
  route: Pick<RouteOptions, 'url' | 'method' | 'config'>,
): RouteAccess {
  const access = (route.config as { access?: unknown } | undefined)?.access;
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
