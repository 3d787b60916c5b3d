import { isIsoDate, isTime } from '@bar/domain/events/dates';
import type { Event } from '@bar/domain/events/schema';
import { longLocale, type Locale } from '@bar/i18n';

// The event's date and times are wall-clock values of the business (YYYY-MM-DD, HH:MM): they
// are formatted as UTC instants in UTC so no visitor's time zone shifts them by a day.
const utc = (date: string, time = '00:00') => new Date(`${date}T${time}:00Z`);

const DAY: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
};
const TIME: Intl.DateTimeFormatOptions = { timeZone: 'UTC', hour: 'numeric', minute: '2-digit' };

/** "viernes, 14 de marzo de 2025 · 20:30–23:00" in the page's long locale (es-MX, en-US, fr-CA). */
export function eventDateLine(
  event: Pick<Event, 'date' | 'endDate' | 'startTime' | 'endTime'>,
  locale: Locale,
): string {
  if (!isIsoDate(event.date)) return '';
  const lang = longLocale(locale);
  const day = new Intl.DateTimeFormat(lang, DAY);
  const days =
    event.endDate && isIsoDate(event.endDate) && event.endDate > event.date
      ? day.formatRange(utc(event.date), utc(event.endDate))
      : day.format(utc(event.date));
  if (!isTime(event.startTime)) return days;
  const time = new Intl.DateTimeFormat(lang, TIME);
  const start = utc(event.date, event.startTime);
  const hours = isTime(event.endTime)
    ? time.formatRange(start, utc(event.date, event.endTime))
    : time.format(start);
  return `${days} · ${hours}`;
}
