// No zod here: the about page, the hero and the reservation form load this, and their chunks stay small.
import { WEEK_DAYS } from '../branding/week-days.js';
import { DEFAULT_TIME_ZONE } from '../events/constants.js';

/*
 * The one time-zone arithmetic of the platform: a tenant's wall clock at an instant, the instant
 * of a wall-clock time, calendar days and week days, holidays. Intl does the zone work (no date
 * library: the runtime's zone data is the browser's and the server's own). "Open now" is built on
 * it in hours/open-state; the about page, the hero, the reservations and the assistant all read
 * the clock through here.
 */

export type WeekDay = (typeof WEEK_DAYS)[number];

/** A holiday of the branding's list: a day (YYYY-MM-DD) or the same day every year (MM-DD). */
export type HolidayLike = { name?: string; date: string };

/** Whether the runtime knows the IANA zone name. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(zone: string) {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/** The wall-clock day (YYYY-MM-DD) and time (HH:MM) of an instant in a zone. */
export function zonedDateTime(
  instant: Date | number,
  timeZone: string = DEFAULT_TIME_ZONE,
): { date: string; time: string } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  // Some runtimes write midnight as 24 with h23; it is 00 of that day.
  const hour = String(Number(parts.hour) % 24).padStart(2, '0');
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${hour}:${parts.minute}` };
}

const utcOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

/** Sunday first, as Date.getUTCDay counts. */
const BY_UTC_DAY: readonly WeekDay[] = [WEEK_DAYS[6], ...WEEK_DAYS.slice(0, 6)];

export const weekDayOf = (date: string): WeekDay => BY_UTC_DAY[new Date(utcOf(date)).getUTCDay()]!;

export const addDays = (date: string, days: number): string =>
  new Date(utcOf(date) + days * 86_400_000).toISOString().slice(0, 10);

export type LocalDay = { date: string; day: WeekDay; minutes: number };

/** The tenant's wall clock at `now`: its date (YYYY-MM-DD), week day and minutes since midnight. */
export function localDay(timeZone: string, now: number): LocalDay {
  const { date, time } = zonedDateTime(now, timeZone);
  const [h = 0, m = 0] = time.split(':').map(Number);
  return { date, day: weekDayOf(date), minutes: h * 60 + m };
}

/**
 * The instant at which a wall-clock day and time happen in a zone. A time skipped by a DST jump
 * gives the instant one hour later, as a wall clock would read it.
 */
export function zonedInstant(date: string, time: string, timeZone: string): Date {
  const [y = 0, mo = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, mi = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  let guess = wall;
  // Two rounds settle the zone's offset (it may differ on either side of a change).
  for (let round = 0; round < 2; round += 1) {
    const seen = zonedDateTime(new Date(guess), timeZone);
    const [sy = 0, smo = 1, sd = 1] = seen.date.split('-').map(Number);
    const [sh = 0, smi = 0] = seen.time.split(':').map(Number);
    guess += wall - Date.UTC(sy, smo - 1, sd, sh, smi);
  }
  return new Date(guess);
}

/** The holiday of the list on a day: its own date, or its MM-DD every year; null when none. */
export const holidayOn = <H extends HolidayLike>(holidays: readonly H[], date: string): H | null =>
  holidays.find((h) => h.date === date || (h.date.length === 5 && h.date === date.slice(5))) ??
  null;

export const isHoliday = (date: string, holidays: readonly HolidayLike[]): boolean =>
  holidayOn(holidays, date) !== null;
