import type { Event } from '@bar/domain/events/schema';
import { apiClient, type ApiClient } from './api-client';

export type { Event } from '@bar/domain/events/schema';
export type EventsWhen = 'upcoming' | 'past';

export type EventList = {
  when: EventsWhen;
  /** Today in the tenant's time zone (YYYY-MM-DD): what split upcoming from past. */
  today: string;
  timeZone: string;
  events: Event[];
};

/**
 * GET /api/events?when=&limit= — published events only (drafts never leave the server).
 * Upcoming: from today in the tenant's zone, soonest first; past: most recent first.
 */
export async function listEvents(
  when: EventsWhen,
  options: { limit?: number; signal?: AbortSignal } = {},
  client: ApiClient = apiClient,
): Promise<EventList> {
  const body = await client.get<EventList | null>('/api/events', {
    query: { when, limit: options.limit },
    token: null,
    signal: options.signal,
  });
  if (!body || !Array.isArray(body.events)) throw new Error('events: unexpected answer');
  return body;
}
