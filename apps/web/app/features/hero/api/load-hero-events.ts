import { listEvents } from '@bar/client/list-events';
import { heroEvents } from '@bar/domain/events/hero';
import { readServedData, SERVED_DATA_IDS } from '../../../lib/served-data';
import { yieldToMain } from '../../../lib/yield-to-main';
import type { HeroEvent } from '../model/hero-slides';

/**
 * The block the API writes into the served home HTML: the hero's events (the GET /api/events
 * item shape, already through heroEvents), as a bare array or as `{ events, timeZone? }`.
 */
export type HeroEvents = { events: HeroEvent[]; timeZone?: string };

type ServedHeroEvents = HeroEvent[] | { events?: HeroEvent[]; timeZone?: string };

function fromServedBlock(): HeroEvents | null {
  const block = readServedData<ServedHeroEvents>(SERVED_DATA_IDS.heroEvents);
  if (Array.isArray(block)) return { events: block };
  if (block && Array.isArray(block.events))
    return { events: block.events, timeZone: block.timeZone };
  return null;
}

/**
 * The hero's events: the served block when the page has one (no round trip), else the public
 * upcoming read. Both go through heroEvents again, so a briefly cached page never shows an
 * event that has passed since. A failed read is an empty list (spec §8: the empty state).
 */
export async function loadHeroEvents(signal?: AbortSignal): Promise<HeroEvents> {
  let found: { events: HeroEvent[]; timeZone?: string } | null = fromServedBlock();
  try {
    found ??= await listEvents('upcoming', { signal });
  } catch {
    return { events: [] };
  }
  const { events, timeZone } = found;
  // Called from the hydration's effects: the filtering (its first date formatter loads the
  // browser's time-zone data) runs in a task of its own rather than lengthening theirs.
  await yieldToMain();
  return { events: heroEvents(events, { timeZone, onlyPublished: true }), timeZone };
}
