import { DEFAULT_TIME_ZONE } from './constants.js';
import { isIsoDate, isTime, parseTimestamp, todayIn, zonedDateTime } from './dates.js';

/** A timestamp as the stores, the browser SDK or JSON hand it over. */
export type TimestampLike =
  string | number | Date | { seconds: number } | { toDate(): Date } | null | undefined;

/** The fields the timeline rules read (a stored event, a form value, a raw document). */
export interface EventTiming {
  id?: string;
  title?: string;
  date?: string;
  endDate?: string;
  startTime?: string;
  startAt?: TimestampLike;
  status?: string;
}

export interface TimelineOptions {
  /** Injected for tests; "today" is this instant's date in `timeZone`. */
  now?: Date;
  /** Today in `timeZone` when already known (YYYY-MM-DD, e.g. the served page's), else computed. */
  today?: string;
  timeZone?: string;
  /** Drops drafts (spec: "With the option onlyPublished, events with status draft are dropped"). */
  onlyPublished?: boolean;
}

function instantOf(value: TimestampLike): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null;
  if (typeof value === 'string') return parseTimestamp(value);
  if (value && typeof value === 'object') {
    if ('toDate' in value && typeof value.toDate === 'function') return instantOf(value.toDate());
    if ('seconds' in value && typeof value.seconds === 'number')
      return new Date(value.seconds * 1000);
  }
  return null;
}

/**
 * When the event starts, as wall-clock day and time in the zone: `date` and `startTime`, with
 * `startAt` as the fallback for either. Null when the event has no usable date at all.
 */
export function eventStart(
  event: EventTiming,
  timeZone: string = DEFAULT_TIME_ZONE,
): { date: string; time: string } | null {
  const instant = instantOf(event.startAt);
  const zoned = instant ? zonedDateTime(instant, timeZone) : null;
  const date = event.date && isIsoDate(event.date) ? event.date : zoned?.date;
  if (!date) return null;
  const time =
    event.startTime && isTime(event.startTime)
      ? event.startTime
      : zoned?.date === date
        ? zoned.time
        : '';
  return { date, time };
}

/** The event's last day: its end date when valid and not before the start, else its start day. */
export function eventLastDay(
  event: EventTiming,
  timeZone: string = DEFAULT_TIME_ZONE,
): string | null {
  const start = eventStart(event, timeZone);
  if (!start) return null;
  return event.endDate && isIsoDate(event.endDate) && event.endDate > start.date
    ? event.endDate
    : start.date;
}

/** Past once its last day is before today (an event dated today, or running through today, is upcoming). */
export function isPastEvent(
  event: EventTiming,
  today: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean {
  const last = eventLastDay(event, timeZone);
  return last !== null && last < today;
}

export const isUpcomingEvent = (
  event: EventTiming,
  today: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): boolean => {
  const last = eventLastDay(event, timeZone);
  return last !== null && last >= today;
};

const sortKey = (event: EventTiming, timeZone: string) => {
  const start = eventStart(event, timeZone);
  return `${start?.date ?? ''}T${start?.time ?? ''}`;
};

/** Chronological: date, then start time (an event without a time first), then title and id for a stable order. */
export function compareEvents(
  a: EventTiming,
  b: EventTiming,
  timeZone: string = DEFAULT_TIME_ZONE,
): number {
  const byStart = sortKey(a, timeZone).localeCompare(sortKey(b, timeZone));
  if (byStart) return byStart;
  return (a.title ?? '').localeCompare(b.title ?? '') || (a.id ?? '').localeCompare(b.id ?? '');
}

export interface EventTimeline<T> {
  today: string;
  /** Soonest first. */
  upcoming: T[];
  /** Most recent first (the blog's order). */
  past: T[];
}

/** Splits events into upcoming and past around today in the zone; events without any date are left out. */
export function splitEvents<T extends EventTiming>(
  events: readonly T[],
  options: TimelineOptions = {},
): EventTimeline<T> {
  const timeZone = options.timeZone ?? DEFAULT_TIME_ZONE;
  const today =
    options.today && isIsoDate(options.today)
      ? options.today
      : todayIn(timeZone, options.now ?? new Date());
  const kept = events.filter((event) => !(options.onlyPublished && event.status === 'draft'));
  const upcoming = kept.filter((event) => isUpcomingEvent(event, today, timeZone));
  const past = kept.filter((event) => isPastEvent(event, today, timeZone));
  upcoming.sort((a, b) => compareEvents(a, b, timeZone));
  past.sort((a, b) => compareEvents(b, a, timeZone));
  return { today, upcoming, past };
}
