import { type EventTiming, eventStart } from '@bar/domain/events/timeline';
import { formatDate } from './format.js';

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
const DAY = { dateStyle: 'full', timeZone: 'UTC' } as const;

/**
 * "sábado, 14 de junio de 2025 · 20:00–23:00" in the page's long locale (es-MX, en-US, fr-CA):
 * the day (to the end day when it runs over several), then the start and end time if set.
 * The API writes these lines into the served home page for the hero (the same ICU data as the
 * browser's), so the page's first date formatter is not created while it loads.
 */
export function eventDateLine(event: DateLineTiming, locale: string, timeZone?: string): string {
  const start = eventStart(event, timeZone);
  if (!start) return '';
  let day = formatDate(wallClock(start.date), locale, DAY);
  if (event.endDate && event.endDate > start.date) {
    day += ` – ${formatDate(wallClock(event.endDate), locale, DAY)}`;
  }
  if (!start.time) return day;
  let time = formatDate(wallClock(start.date, start.time), locale, TIME);
  if (event.endTime && /^\d{2}:\d{2}$/.test(event.endTime)) {
    time += `–${formatDate(wallClock(start.date, event.endTime), locale, TIME)}`;
  }
  return `${day} · ${time}`;
}
