import { type BssEffective, getBssEffective } from '@bar/client/get-bss-effective';
import type { Locale } from '@bar/i18n';
import { bssCacheKey, isFresh, readBssCache, writeBssCache } from './bss-cache';

export type LoadOptions = {
  host: string;
  storage: Storage | null;
  now: () => number;
  fetchBss?: (locale: Locale) => Promise<BssEffective>;
  /**
   * Whether a cached copy still agrees with the page as it was served (its brand name): a copy
   * saved before staff renamed the brand would put the old name back over the served one.
   */
  agreesWithPage?: (data: BssEffective) => boolean;
};

/**
 * The tenant's data for a locale: the session copy while it is fresh and agrees with the served
 * page (no network call), else the API (then stored). On failure the stale copy if any, else
 * null; never throws.
 */
export async function loadBssEffective(
  locale: Locale,
  { host, storage, now, fetchBss = getBssEffective, agreesWithPage = () => true }: LoadOptions,
): Promise<BssEffective | null> {
  const key = bssCacheKey(host, locale);
  const cached = storage ? readBssCache(storage, key) : null;
  if (cached && isFresh(cached, now()) && agreesWithPage(cached.data)) return cached.data;
  try {
    const data = await fetchBss(locale);
    if (storage) writeBssCache(storage, key, data, now());
    return data;
  } catch {
    return cached?.data ?? null;
  }
}
