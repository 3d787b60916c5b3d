import type { FastifyRequest } from 'fastify';

/**
 * `https://host` as the visitor typed it: the forwarded host (see tenancy) and the forwarded
 * protocol (Firebase Hosting and most proxies send X-Forwarded-Proto), for absolute URLs in the
 * head, robots.txt and the sitemap.
 */
export function publicOrigin(request: Pick<FastifyRequest, 'headers' | 'protocol' | 'publicHost'>) {
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  const proto = first === 'https' || first === 'http' ? first : request.protocol;
  const host = request.publicHost.replace(/[^a-z0-9.:[\]-]/g, '') || 'localhost';
  return `${proto}://${host}`;
}
