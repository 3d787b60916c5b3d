import { type ServedBlockId, SERVED_SLOT_ATTRIBUTE } from '@bar/domain/site/served-block-ids';

/**
 * Data the API writes into the served HTML at request time (it serves the prerendered files),
 * as non-executable JSON blocks: `<script type="application/json" id="...">`. They carry what
 * changes without a rebuild (the head stored in the back office, the hero's events) so the
 * first client render needs no extra round trip. Absent in the raw prerendered file, in tests
 * and during the prerender itself: callers fall back to the bundled defaults or a fetch. Ids
 * and shapes are shared with the API (@bar/domain/site/served-block-ids, served-blocks); the
 * shapes are not parsed here (that would bring zod into the first load): readers stay defensive.
 */
export { SERVED_BLOCK_IDS as SERVED_DATA_IDS } from '@bar/domain/site/served-block-ids';

/** Each block parsed once, keyed by its element (a page that replaces the element is read anew). */
const cache = new WeakMap<Element, unknown>();

export function readServedData<T>(id: ServedBlockId): T | null {
  if (typeof document === 'undefined') return null;
  const element = document.getElementById(id);
  if (!element) return null;
  if (cache.has(element)) return cache.get(element) as T | null;
  let value: T | null = null;
  const text = element.textContent;
  if (text) {
    try {
      value = JSON.parse(text) as T;
    } catch {
      value = null; // A damaged block is ignored: the page works from its defaults.
    }
  }
  cache.set(element, value);
  return value;
}

const EMPTY = { __html: '' };

/**
 * The props of an element the API fills when it serves the page (`data-served="name"`), so its
 * content shows without scripts: React renders it empty and keeps what the server wrote in it
 * (no hydration warning). The component's own markup, under another key, takes its place once
 * its data is in.
 */
export const servedSlotProps = (name: string) => ({
  [SERVED_SLOT_ATTRIBUTE]: name,
  dangerouslySetInnerHTML: EMPTY,
  suppressHydrationWarning: true,
});
