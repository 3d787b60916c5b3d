import { todayIn } from '@bar/domain/events/dates';
import { HERO_DEFAULT_LIMIT } from '@bar/domain/events/constants';
import { heroEvents } from '@bar/domain/events/hero';
import { EventSchema, type Event } from '@bar/domain/events/schema';
import type { DocumentStore } from '../stores/document-store.js';
import { listUpcoming, tenantTimeZone } from './events.js';

/** Upcoming events read to find the hero's ten with media (some have none). */
const CANDIDATES = 50;

/** The hero's data as GET /api/events?when=upcoming answers it, limited to the hero's events. */
export interface HeroEventList {
  when: 'upcoming';
  today: string;
  timeZone: string;
  events: Event[];
}

/**
 * The home hero's events: published, not past in the tenant's zone, with at least one image or
 * video, at most 10, soonest first. Each event is
 * passed through EventSchema as the public read's response serialiser does, so the shape is the
 * same as an item of GET /api/events.
 */
export async function loadHeroEvents(
  docs: DocumentStore,
  warn: (err: unknown) => void,
): Promise<HeroEventList> {
  const timeZone = await tenantTimeZone(docs);
  const today = todayIn(timeZone);
  const upcoming = await listUpcoming(docs, { today, timeZone, limit: CANDIDATES }, warn);
  const events = heroEvents(upcoming, { timeZone, onlyPublished: true, limit: HERO_DEFAULT_LIMIT });
  return {
    when: 'upcoming',
    today,
    timeZone,
    events: events.map((event) => EventSchema.parse(event)),
  };
}
