import type { BssEffective } from '@bar/client/get-bss-effective';
import type { Locale } from '@bar/i18n';

// Session storage keeps the tenant's branding, settings and styles per short locale (spec §9
// "Locales", "Branding cache window"): while the copy is younger than the window no call is made.

export const DEFAULT_CACHE_WINDOW_MS = 432e5; // 12 h
const HOUR_MS = 3_600_000;

export type BssCacheEntry = { savedAt: number; data: BssEffective };

/** One key per site (host = tenant) and short locale. */
export function bssCacheKey(host: string, locale: Locale): string {
  return `bss:${host}:${locale}`;
}

function positiveNumber(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : undefined;
}

/** CACHE_HOURS from the settings when they carry it, else 12 h. */
export function cacheWindowMs(settings: object | undefined): number {
  const record = settings as Record<string, unknown> | undefined;
  const website = record?.website as Record<string, unknown> | undefined;
  const hours =
    positiveNumber(record?.CACHE_HOURS) ??
    positiveNumber(record?.cacheHours) ??
    positiveNumber(website?.cacheHours);
  return hours ? hours * HOUR_MS : DEFAULT_CACHE_WINDOW_MS;
}

export function readBssCache(storage: Storage, key: string): BssCacheEntry | null {
  try {
    const entry = JSON.parse(storage.getItem(key) ?? 'null') as Partial<BssCacheEntry> | null;
    if (!entry || typeof entry.savedAt !== 'number' || entry.data?.ok !== true) return null;
    return entry as BssCacheEntry;
  } catch {
    return null;
  }
}

/** Fresh: saved no longer ago than the window the cached settings set (and not in the future). */
export function isFresh(entry: BssCacheEntry, now: number): boolean {
  const age = now - entry.savedAt;
  return age >= 0 && age < cacheWindowMs(entry.data.settings);
}

export function writeBssCache(
  storage: Storage,
  key: string,
  data: BssEffective,
  now: number,
): void {
  try {
    storage.setItem(key, JSON.stringify({ savedAt: now, data } satisfies BssCacheEntry));
  } catch {
    // Quota or disabled storage: the next page load asks again (failures are silent).
  }
}
