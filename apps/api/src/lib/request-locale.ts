import type { FastifyRequest } from 'fastify';

export type ApiLocale = 'es' | 'en' | 'fr';

/**
 * The language an error message is written in: `x-locale`, then `?locale=`, then Accept-Language.
 * Routing rule from the spec: anything starting with en → en, fr → fr, else es.
 */
export function requestLocale(request: Pick<FastifyRequest, 'headers' | 'query'>): ApiLocale {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const header = request.headers['x-locale'];
  const candidate =
    (typeof header === 'string' && header) ||
    (typeof query.locale === 'string' && query.locale) ||
    request.headers['accept-language'] ||
    'es';
  const value = candidate.trim().toLowerCase();
  if (value.startsWith('en')) return 'en';
  if (value.startsWith('fr')) return 'fr';
  return 'es';
}
