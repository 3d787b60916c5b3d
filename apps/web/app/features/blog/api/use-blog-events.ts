import type { Event, PublicEventList } from '@bar/client/endpoints/events';
import { startTransition, useEffect, useState } from 'react';
import { yieldToMain } from '../../../lib/yield-to-main';

type EventsWhen = PublicEventList['when'];

export type EventsRead = { status: 'loading' } | { status: 'ready'; events: Event[] };

/** A failed read is an empty list (spec §8: the page shows its empty state), logged for staff. */
async function readEvents(when: EventsWhen, signal: AbortSignal): Promise<Event[]> {
  try {
    // The client's code comes with the read, after hydration: the page's first load lacks it.
    const { listEvents } = await import('@bar/client/endpoints/events');
    return (await listEvents({ query: { when } }, { signal, token: null })).events;
  } catch (error) {
    if (!signal.aborted) console.warn(`blog: reading ${when} events failed`, error);
    return [];
  }
}

/**
 * GET /api/events for one list, after hydration: the prerendered page and the first client
 * render both show the loading state, so hydration matches; the data never goes stale enough on
 * one page view to need a cache.
 */
export function useBlogEvents(when: EventsWhen, locale: string): EventsRead {
  const [read, setRead] = useState<EventsRead>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    void readEvents(when, controller.signal).then(async (events) => {
      if (events.length > 0) {
        // The cards' date formatters first (their code comes now, with the events, not with the
        // page), each costly step in a task of its own.
        const dateLines = await import('@bar/i18n/event-date-line').catch(() => null);
        await yieldToMain();
        dateLines?.prepareEventDateLines(locale);
        await yieldToMain();
      }
      // A transition: React renders the list in slices and lets a tap in between.
      if (!controller.signal.aborted) startTransition(() => setRead({ status: 'ready', events }));
    });
    return () => controller.abort();
  }, [when, locale]);
  return read;
}
