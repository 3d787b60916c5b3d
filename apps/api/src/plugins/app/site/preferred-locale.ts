import { DEFAULT_LOCALE, isLocale, type Locale } from '@bar/domain/locale';
import type { FastifyRequest } from 'fastify';

/**
 * The language `/` sends a visitor to: the one they chose before (the `__session=lang:xx`
 * cookie the site sets beside its localStorage entry: the only cookie Firebase Hosting forwards;
 * an older `lang=xx` cookie still counts), else their browser's, else Spanish.
 */
export function preferredLocale(request: Pick<FastifyRequest, 'headers'>): Locale {
  const cookie = request.headers.cookie ?? '';
  const remembered =
    /(?:^|;\s*)__session=lang(?::|%3A)([a-z]{2})/i.exec(cookie)?.[1] ??
    /(?:^|;\s*)lang=([a-z]{2})/.exec(cookie)?.[1];
  if (isLocale(remembered)) return remembered;
  const accepted = (request.headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', q] = part.trim().split(';q=');
      return { tag: tag.toLowerCase(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of accepted) {
    const language = tag.slice(0, 2);
    if (isLocale(language)) return language;
  }
  return DEFAULT_LOCALE;
}
