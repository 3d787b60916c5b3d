/**
 * Data the API writes into the served HTML at request time (it serves the prerendered files),
 * as non-executable JSON blocks: `<script type="application/json" id="...">`. They carry what
 * changes without a rebuild (the head stored in the back office, the hero's events) so the
 * first client render needs no extra round trip. Absent in the raw prerendered file, in tests
 * and during the prerender itself: callers fall back to the bundled defaults or a fetch.
 */
export const SERVED_DATA_IDS = {
  /** Effective head metadata of this locale: `{ locale, pages: { [pageKey]: HeadMeta } }`. */
  head: 'bar-head',
  /** The home hero's events (published, not past, with media; at most 10), soonest first. */
  heroEvents: 'bar-hero-events',
  /** The menu page's menu in its locale, as the API rendered it: MenuView + the tab it opened. */
  menu: 'bar-menu',
} as const;

export type ServedDataId = (typeof SERVED_DATA_IDS)[keyof typeof SERVED_DATA_IDS];

const cache = new Map<string, unknown>();

export function readServedData<T>(id: ServedDataId): T | null {
  if (typeof document === 'undefined') return null;
  if (cache.has(id)) return cache.get(id) as T | null;
  let value: T | null = null;
  const text = document.getElementById(id)?.textContent;
  if (text) {
    try {
      value = JSON.parse(text) as T;
    } catch {
      value = null; // A damaged block is ignored: the page works from its defaults.
    }
  }
  cache.set(id, value);
  return value;
}
