import { listEvents } from '@bar/client/endpoints/events';
import { heroEvents } from '@bar/domain/events/hero';
import { readServedData, SERVED_DATA_IDS } from '../../../lib/served-data';
import { yieldToMain } from '../../../lib/yield-to-main';
import type { HeroEvent } from '../model/hero-slides';

/**
 * The block the API writes into the served home HTML: the hero's events (the GET /api/events
 * item shape, already through heroEvents), as a bare array or as
 * `{ events, timeZone?, today?, dateLines? }`.
 */
export type HeroEvents = {
  events: HeroEvent[];
  timeZone?: string;
  /** Each event's date line as the API wrote it, in `locale` (event id → line). */
  dateLines?: HeroDateLines;
};

export type HeroDateLines = { locale: string; lines: Record<string, string> };

type ServedHeroEvents =
  | HeroEvent[]
  | { events?: HeroEvent[]; timeZone?: string; today?: string; dateLines?: HeroDateLines };

type Found = HeroEvents & { today?: string };

function fromServedBlock(): Found | null {
  const block = readServedData<ServedHeroEvents>(SERVED_DATA_IDS.heroEvents);
  if (Array.isArray(block)) return { events: block };
  if (block && Array.isArray(block.events)) {
    const { events, timeZone, today, dateLines } = block;
    const lines = dateLines && typeof dateLines.lines === 'object' ? dateLines : undefined;
    return { events, timeZone, today, dateLines: lines };
  }
  return null;
}

/**
 * The hero's events: the served block when the page has one (no round trip), else the public
 * upcoming read. Both go through heroEvents again, so a briefly cached page never shows an
 * event that has passed since. A failed read is an empty list (spec §8: the empty state).
 */
export async function loadHeroEvents(signal?: AbortSignal): Promise<HeroEvents> {
  let found: Found | null = fromServedBlock();
  try {
    found ??= await listEvents({ query: { when: 'upcoming' } }, { signal, token: null });
  } catch {
    return { events: [] };
  }
  const { events, timeZone, today, dateLines } = found;
  // Called from the hydration's effects: the filtering runs in a task of its own. With the
  // served block it takes the page's today (the page is at most the site cache's 30 s old, and
  // navigations always go to the network), so no date formatter is created for it.
  await yieldToMain();
  return {
    events: heroEvents(events, { timeZone, today, onlyPublished: true }),
    timeZone,
    dateLines,
  };
}
