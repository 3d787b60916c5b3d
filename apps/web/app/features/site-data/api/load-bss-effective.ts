import { type BssEffective, getBssEffective } from '@bar/client/get-bss-effective';
import type { Locale } from '@bar/i18n';
import { bssCacheKey, isFresh, readBssCache, writeBssCache } from './bss-cache';

export type LoadOptions = {
  host: string;
  storage: Storage | null;
  now: () => number;
  fetchBss?: (locale: Locale) => Promise<BssEffective>;
};

/**
 * The tenant's data for a locale: the session copy while it is fresh (no network call), else the
 * API (then stored). On failure the stale copy if any, else null; never throws.
 */
export async function loadBssEffective(
  locale: Locale,
  { host, storage, now, fetchBss = getBssEffective }: LoadOptions,
): Promise<BssEffective | null> {
  const key = bssCacheKey(host, locale);
  const cached = storage ? readBssCache(storage, key) : null;
  if (cached && isFresh(cached, now())) return cached.data;
  try {
    const data = await fetchBss(locale);
    if (storage) writeBssCache(storage, key, data, now());
    return data;
  } catch {
    return cached?.data ?? null;
  }
}
