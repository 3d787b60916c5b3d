import { type EventTiming, eventStart } from '@bar/domain/events/timeline';
import { dateFormat } from './date-formats.js';

/** The event fields the line reads (a stored event, an item of GET /api/events). */
export type DateLineTiming = Pick<EventTiming, 'date' | 'endDate' | 'startTime' | 'startAt'> & {
  endTime?: string;
};

// Wall-clock days and times are formatted as UTC instants so the visitor's own zone never
// moves them: they are already the tenant's local day and time.
function wallClock(date: string, time = '00:00'): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  return Date.UTC(y, m - 1, d, h, min);
}

const TIME = { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' } as const;
const DAY = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
} as const;

/**
 * Makes the date line's formatters for `locale` now. A page's first date formatter costs tens of
 * milliseconds on a phone (the browser loads its date data): a list calls this in a task of its
 * own before it renders, so that cost does not lengthen the render's task.
 */
export function prepareEventDateLines(locale: string): void {
  dateFormat(locale, DAY);
  dateFormat(locale, TIME);
}

/**
 * The one date line of an event (home hero, blog cards, e-mails), in the page's long locale
 * (es-MX, en-US, fr-CA): "sábado, 14 de junio de 2031 · 8:00–11:00 p.m.". Ranges go through
 * `Intl.DateTimeFormat.formatRange`, which writes what the two ends share once (the month and
 * year of "June 14 – 16, 2031", the "p.m." of "8:00–11:00 p.m.") the way each language's own
 * typography does: shorter than two full dates or times, and never wrong about which part is
 * shared. The start falls back to `startAt` in the tenant's zone. The API writes these lines
 * into the served home page for the hero (same ICU data as the browser's), so the page's first
 * date formatter is not created while it loads.
 */
export function eventDateLine(event: DateLineTiming, locale: string, timeZone?: string): string {
  const start = eventStart(event, timeZone);
  if (!start) return '';
  const dayFormat = dateFormat(locale, DAY);
  const first = wallClock(start.date);
  const days =
    event.endDate && event.endDate > start.date
      ? dayFormat.formatRange(first, wallClock(event.endDate))
      : dayFormat.format(first);
  if (!start.time) return days;
  const timeFormat = dateFormat(locale, TIME);
  const from = wallClock(start.date, start.time);
  const end = event.endTime && /^\d{2}:\d{2}$/.test(event.endTime) ? event.endTime : '';
  if (!end) return `${days} · ${timeFormat.format(from)}`;
  // A night that ends after midnight: a range over two days would print both dates.
  const hours =
    end > start.time
      ? timeFormat.formatRange(from, wallClock(start.date, end))
      : `${timeFormat.format(from)}–${timeFormat.format(wallClock(start.date, end))}`;
  return `${days} · ${hours}`;
}

/**
 * The date lines the API writes for a list of events (the served hero, GET /api/events with a
 * `locale`): event id → its line in `locale`, so a page shows them without a date formatter.
 */
export function eventDateLines<L extends string>(
  events: readonly (DateLineTiming & { id: string })[],
  locale: L,
  timeZone?: string,
): { locale: L; lines: Record<string, string> } {
  const lines = Object.fromEntries(
    events.map((event) => [event.id, eventDateLine(event, locale, timeZone)]),
  );
  return { locale, lines };
}
