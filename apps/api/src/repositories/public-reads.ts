import type { ContentEncoding } from '../lib/http/content-encoding.js';
import { strongEtag } from '../lib/http/etag.js';
import { type Clock, TtlCache } from '../lib/cache/ttl-cache.js';

/**
 * How long a public read (the events lists, the effective branding) is reused before the store
 * is read again. These answers change a few times a day, yet every visitor's page asks for them:
 * without a cache each request costs several store queries and, under a crowd, the queue of
 * queries starves connections. A write through this instance forgets the tenant's reads at
 * once; other instances catch up within this time (the answers say `max-age=30` anyway).
 */
export const PUBLIC_READ_TTL_MS = 30_000;
/** One entry per tenant × endpoint × query (the limits are bounded by the schemas). */
const MAX_ENTRIES = 2_000;

/**
 * An answer ready to send: the checked body, its JSON text (serialized once), its strong ETag and
 * its compressed forms (made once, on the first request that accepts them).
 */
export interface CachedJson<T = unknown> {
  body: T;
  json: string;
  etag: string;
  encoded: Map<ContentEncoding, Promise<Buffer>>;
}

export interface PublicReads {
  /**
   * The tenant's answer for `key`: loaded once (concurrent requests share the load), validated
   * by `load` and serialized, then reused until the TTL or a write by that tenant.
   */
  json<T>(tenant: string, key: string, load: () => Promise<T>): Promise<CachedJson<T>>;
  /**
   * The same cache for a value that is not sent as is (the assistant's data for one language):
   * loaded once, reused until the TTL or a write by that tenant. The value must not be mutated.
   */
  value<T>(tenant: string, key: string, load: () => Promise<T>): Promise<T>;
  /** A write changed the tenant's data: its next reads go to the store. */
  forget(tenant: string): void;
  clear(): void;
}

export function publicReads(clock: Clock): PublicReads {
  const cache = new TtlCache<CachedJson>(PUBLIC_READ_TTL_MS, clock, {
    name: 'public-reads',
    maxEntries: MAX_ENTRIES,
  });
  // A write bumps the tenant's generation: its older entries are never read again and leave
  // the cache as newer ones come in (the cache stays bounded by MAX_ENTRIES either way).
  const generations = new Map<string, number>();
  const values = new TtlCache<unknown>(PUBLIC_READ_TTL_MS, clock, {
    name: 'public-values',
    maxEntries: MAX_ENTRIES,
  });
  const keyOf = (tenant: string, key: string) =>
    `${tenant}\u0000${generations.get(tenant) ?? 0}\u0000${key}`;
  return {
    json: <T>(tenant: string, key: string, load: () => Promise<T>) =>
      // One key holds one endpoint's answers, so the entry's body is that endpoint's T.
      cache.get(keyOf(tenant, key), async () => {
        const body = await load();
        return { body, json: JSON.stringify(body), etag: strongEtag(body), encoded: new Map() };
      }) as Promise<CachedJson<T>>,
    value: <T>(tenant: string, key: string, load: () => Promise<T>) =>
      values.get(keyOf(tenant, key), load) as Promise<T>,
    forget: (tenant) => generations.set(tenant, (generations.get(tenant) ?? 0) + 1),
    clear: () => {
      generations.clear();
      cache.clear();
      values.clear();
    },
  };
}
