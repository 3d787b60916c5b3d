import { type Locale, normalizeLocale } from '@bar/domain/locale';
import type { FastifyRequest } from 'fastify';

/** The language an error message is written in: `x-locale`, then `?locale=`, then Accept-Language. */
export function requestLocale(request: Pick<FastifyRequest, 'headers' | 'query'>): Locale {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const header = request.headers['x-locale'];
  return normalizeLocale(
    (typeof header === 'string' && header) ||
      (typeof query.locale === 'string' && query.locale) ||
      request.headers['accept-language'],
  );
}
