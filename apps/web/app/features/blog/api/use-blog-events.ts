import type { Event, EventDateLines, PublicEventList } from '@bar/client/endpoints/events';
import type { Locale } from '@bar/i18n';
import { startTransition, useEffect, useState } from 'react';
import { yieldToMain } from '@bar/client/yield-to-main';
import type { CardMedia } from '../lib/card-media';

type EventsWhen = PublicEventList['when'];

export type EventsRead =
  | { status: 'loading' }
  | {
      status: 'ready';
      events: Event[];
      /** Each event's date line as the API wrote it in the page's language. */
      dateLines?: EventDateLines;
      /** Each event's card media, by id. */
      media: Record<string, CardMedia>;
    };

type ReadList = Pick<PublicEventList, 'events' | 'dateLines'> & {
  media: Record<string, CardMedia>;
};

/** A failed read is an empty list (spec §8: the page shows its empty state), logged for staff. */
async function readEvents(
  when: EventsWhen,
  locale: Locale,
  signal: AbortSignal,
): Promise<ReadList> {
  try {
    // The client's code and the cards' media rules come with the read, after hydration: the
    // page's first load lacks them.
    const [{ listEvents }, { cardMedia }] = await Promise.all([
      import('@bar/client/endpoints/events'),
      import('../lib/card-media'),
    ]);
    // With the language, the answer brings the cards' date lines (the served page preloads
    // this very URL): the page creates no date formatter, whose first one costs a phone tens
    // of milliseconds.
    const list = await listEvents({ query: { when, locale } }, { signal, token: null });
    const media = Object.fromEntries(list.events.map((event) => [event.id, cardMedia(event)]));
    return { ...list, media };
  } catch (error) {
    if (!signal.aborted) console.warn(`blog: reading ${when} events failed`, error);
    return { events: [], media: {} };
  }
}

/**
 * GET /api/events for one list, after hydration: the prerendered page and the first client
 * render both show the loading state, so hydration matches; the data never goes stale enough on
 * one page view to need a cache.
 */
export function useBlogEvents(when: EventsWhen, locale: Locale): EventsRead {
  const [read, setRead] = useState<EventsRead>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void readEvents(when, locale, controller.signal).then(async ({ events, dateLines, media }) => {
      const lines = dateLines?.locale === locale ? dateLines : undefined;
      if (events.length > 0 && !lines) {
        // Without the API's lines the cards write their own: the date formatters first (their
        // code comes now, with the events, not with the page), each costly step in a task of
        // its own.
        const module = await import('@bar/i18n/event-date-line').catch(() => null);
        await yieldToMain();
        module?.prepareEventDateLines(locale);
        await yieldToMain();
      }
      // A transition: React renders the list in slices and lets a tap in between.
      if (!controller.signal.aborted)
        startTransition(() => setRead({ status: 'ready', events, dateLines: lines, media }));
    });
    return () => controller.abort();
  }, [when, locale]);
  return read;
}
