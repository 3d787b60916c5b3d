// No zod here: the about page imports this rule, and its chunk stays small.
import { WEEK_DAYS } from '../branding/week-days.js';

export type WeekDay = (typeof WEEK_DAYS)[number];

/** The fields of a schedule day and a holiday this rule reads (branding `schedule`, `holidays`). */
export type ScheduleDayLike = { day: WeekDay; open: string; close: string; closed: boolean };
export type HolidayLike = { name?: string; date: string };

export type LocalDay = { date: string; day: WeekDay; minutes: number };

export type OpenState =
  | { open: true; closesAt: string }
  | { open: false; opensAt: { date: string; day: WeekDay; time: string; today: boolean } | null };

/** Sunday first, as Date.getUTCDay counts. */
const BY_UTC_DAY: readonly WeekDay[] = [WEEK_DAYS[6], ...WEEK_DAYS.slice(0, 6)];

const DAY_MINUTES = 24 * 60;
/** How far ahead "opens at" looks: two weeks covers a week of closures and holidays. */
const LOOK_AHEAD_DAYS = 14;

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function partsFormat(timeZone: string): Intl.DateTimeFormat {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    partsFormats.set(timeZone, format);
  }
  return format;
}

/** The tenant's wall clock at `now`: its date (YYYY-MM-DD), week day and minutes since midnight. */
export function localDay(timeZone: string, now: number): LocalDay {
  const parts = Object.fromEntries(
    partsFormat(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    date,
    day: weekDayOf(date),
    minutes: (Number(parts.hour) % 24) * 60 + Number(parts.minute),
  };
}

const utcOf = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1);
};

export const weekDayOf = (date: string): WeekDay => BY_UTC_DAY[new Date(utcOf(date)).getUTCDay()]!;

export const addDays = (date: string, days: number): string =>
  new Date(utcOf(date) + days * 86_400_000).toISOString().slice(0, 10);

/** A holiday on `YYYY-MM-DD`, or every year on `MM-DD`. */
export const isHoliday = (date: string, holidays: readonly HolidayLike[]): boolean =>
  holidays.some((h) => h.date === date || (h.date.length === 5 && h.date === date.slice(5)));

const toMinutes = (time: string): number | null => {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

type Shift = { from: number; to: number; open: string; close: string };

/**
 * The opening that starts on `date`, or null (closed, no times, or a holiday). A close at or
 * before the open runs past midnight (18:00-02:00), so `to` goes beyond 24 h; equal times mean
 * open round the clock.
 */
function shiftOn(
  date: string,
  schedule: readonly ScheduleDayLike[],
  holidays: readonly HolidayLike[],
): Shift | null {
  if (isHoliday(date, holidays)) return null;
  const entry = schedule.find((d) => d.day === weekDayOf(date));
  if (!entry || entry.closed) return null;
  const from = toMinutes(entry.open);
  const close = toMinutes(entry.close);
  if (from === null || close === null) return null;
  const to = close <= from ? close + DAY_MINUTES : close;
  return { from, to, open: entry.open, close: entry.close };
}

/**
 * "Open now / opens at" in the tenant's time zone. A holiday closes the opening that starts on
 * that date; an overnight opening that started the day before still runs into it (the night of
 * the 31st goes on past midnight even when the 1st is a holiday).
 */
export function openState(
  schedule: readonly ScheduleDayLike[],
  holidays: readonly HolidayLike[],
  timeZone: string,
  now: number,
): OpenState {
  const today = localDay(timeZone, now);
  const yesterday = shiftOn(addDays(today.date, -1), schedule, holidays);
  if (yesterday && today.minutes + DAY_MINUTES < yesterday.to) {
    return { open: true, closesAt: yesterday.close };
  }
  const current = shiftOn(today.date, schedule, holidays);
  if (current && today.minutes >= current.from && today.minutes < current.to) {
    return { open: true, closesAt: current.close };
  }
  if (current && today.minutes < current.from) {
    return {
      open: false,
      opensAt: { date: today.date, day: today.day, time: current.open, today: true },
    };
  }
  for (let ahead = 1; ahead <= LOOK_AHEAD_DAYS; ahead += 1) {
    const date = addDays(today.date, ahead);
    const shift = shiftOn(date, schedule, holidays);
    if (shift) {
      return {
        open: false,
        opensAt: { date, day: weekDayOf(date), time: shift.open, today: false },
      };
    }
  }
  return { open: false, opensAt: null };
}
