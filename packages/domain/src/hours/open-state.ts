// No zod here: the about page imports this rule, and its chunk stays small.
import {
  addDays,
  type HolidayLike,
  isHoliday,
  localDay,
  type WeekDay,
  weekDayOf,
} from './clock.js';

// The clock's arithmetic, under the names this rule's callers know.
export { addDays, isHoliday, localDay, weekDayOf };
export type { HolidayLike, LocalDay, WeekDay } from './clock.js';

/** The fields of a schedule day this rule reads (branding `schedule`). */
export type ScheduleDayLike = { day: WeekDay; open: string; close: string; closed: boolean };

export type OpenState =
  | { open: true; closesAt: string }
  | { open: false; opensAt: { date: string; day: WeekDay; time: string; today: boolean } | null };

const DAY_MINUTES = 24 * 60;
/** How far ahead "opens at" looks: two weeks covers a week of closures and holidays. */
const LOOK_AHEAD_DAYS = 14;

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
