import type { heroEvents } from '@bar/domain/events/hero';
import { localizeEvent } from '@bar/domain/events/localized';
import type { Locale } from '@bar/domain/locale';
import type { HeroDateLines, HeroEventsBlock } from '@bar/domain/site/served-blocks';
import { readServedData, SERVED_DATA_IDS } from '../../../lib/served-data';
import { yieldToMain } from '@bar/client/yield-to-main';
import type { HeroEvent } from '../model/hero-slides';

/** What the hero renders: its events, the tenant's zone and the served date lines if any. */
export type HeroEvents = {
  events: HeroEvent[];
  timeZone?: string;
  /** Each event's date line as the API wrote it, in `locale` (event id → line). */
  dateLines?: HeroDateLines;
};

export type { HeroDateLines };

/** The served block as read: defensive (a page cached from an older API, a damaged block). */
type ServedHeroEvents =
  HeroEvent[] | Partial<Omit<HeroEventsBlock, 'events'> & { events: HeroEvent[] }>;

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
 * The hero's events in the page's language: the served block when the page has one (no round
 * trip; the API wrote it in that language), else the public upcoming read in it (its client code
 * loaded then). Both go through heroEvents again, so a briefly
 * cached page never shows an event that has passed since. A failed read is an empty list
 * (spec §8: the empty state).
 */
export async function loadHeroEvents(locale: Locale, signal?: AbortSignal): Promise<HeroEvents> {
  // The filtering's code (the events' dates and media) comes now, after hydration, not with the
  // page: nothing on the prerendered page needs it.
  const model = import('@bar/domain/events/hero');
  let found: Found;
  let filter: typeof heroEvents;
  try {
    found =
      fromServedBlock() ??
      (await import('@bar/client/endpoints/events').then(({ listEvents }) =>
        listEvents({ query: { when: 'upcoming', locale } }, { signal, token: null }),
      ));
    filter = (await model).heroEvents;
  } catch {
    return { events: [] };
  }
  const { events, timeZone, today, dateLines } = found;
  // Called from the hydration's effects: the filtering runs in a task of its own. With the
  // served block it takes the page's today (the page is at most the site cache's 30 s old, and
  // navigations always go to the network), so no date formatter is created for it.
  await yieldToMain();
  return {
    // The texts once more in the page's language: a page cached from an older API may carry
    // events with every language's texts and the Spanish ones in front.
    events: filter(events, { timeZone, today, onlyPublished: true }).map((event) =>
      localizeEvent(event, locale),
    ),
    timeZone,
    dateLines,
  };
}
