import type { FastifyRequest } from 'fastify';

/**
 * `https://host` as the visitor typed it, for absolute URLs in the head, robots.txt and the
 * sitemap: the tenant's listed host the tenancy hook chose (`siteHost`) and the protocol Fastify reports (X-Forwarded-Proto,
 * as Firebase Hosting sends it, only behind TRUST_PROXY's trusted hops).
 */
export function publicOrigin(request: Pick<FastifyRequest, 'protocol' | 'siteHost'>) {
  const proto = request.protocol === 'https' ? 'https' : 'http';
  const host = request.siteHost.replace(/[^a-z0-9.:[\]-]/g, '') || 'localhost';
  return `${proto}://${host}`;
}
