import type { ScheduleDay } from '../branding/schedule.js';
import { holidayOn } from '../hours/clock.js';
import {
  addDays,
  localDay,
  openState,
  weekDayOf,
  type OpenState,
  type WeekDay,
} from '../hours/open-state.js';

export type { WeekDay };
export { addDays, weekDayOf };

type Holidays = readonly { name: string; date: string }[];

export interface DayHours {
  date: string;
  day: WeekDay;
  /** The day's schedule entry; null when it is closed, has no times or is a holiday. */
  hours: { open: string; close: string } | null;
  /** The holiday of the branding's list on that day (closed all day). */
  holiday: string | null;
}

export interface TodayHours extends DayHours {
  /** The tenant's wall-clock time right now (HH:MM). */
  time: string;
  /** Open right now: the about page's rule (hours/open-state), so both always agree. */
  open: boolean;
  state: OpenState;
}

/** Whether a day's entry has usable hours (`closed` false and both times set). */
export const hoursOf = (entry: ScheduleDay | undefined) =>
  entry && !entry.closed && entry.open && entry.close
    ? { open: entry.open, close: entry.close }
    : null;

/** The hours that start on a calendar day (YYYY-MM-DD): its week day's entry, unless a holiday. */
export function hoursOn(schedule: ScheduleDay[], holidays: Holidays, date: string): DayHours {
  const day = weekDayOf(date);
  const holiday = holidayOn(holidays, date);
  const hours = holiday ? null : hoursOf(schedule.find((entry) => entry.day === day));
  return { date, day, hours, holiday: holiday?.name ?? null };
}

/**
 * Today's hours in the tenant's zone and whether it is open right now. "Open now" is the
 * about page's rule (an overnight opening that began yesterday still runs after midnight, even
 * into a holiday), so the assistant and the page never disagree.
 */
export function todayHours(
  schedule: ScheduleDay[],
  now: Date,
  timeZone: string,
  holidays: Holidays = [],
): TodayHours {
  const local = localDay(timeZone, now.getTime());
  const state = openState(schedule, holidays, timeZone, now.getTime());
  const hh = String(Math.floor(local.minutes / 60)).padStart(2, '0');
  const mm = String(local.minutes % 60).padStart(2, '0');
  return {
    ...hoursOn(schedule, holidays, local.date),
    time: `${hh}:${mm}`,
    open: state.open,
    state,
  };
}
