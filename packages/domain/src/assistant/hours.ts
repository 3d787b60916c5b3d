import { type ScheduleDay, WEEK_DAYS } from '../branding/schedule.js';
import { zonedDateTime } from '../events/dates.js';

export type WeekDay = (typeof WEEK_DAYS)[number];

export interface TodayHours {
  /** The tenant's day of the week and wall-clock time right now. */
  day: WeekDay;
  date: string;
  time: string;
  /** Today's schedule entry; null when the schedule has none for the day. */
  hours: { open: string; close: string } | null;
  open: boolean;
  /** Today is a holiday of the branding's list (closed all day). */
  holiday: string | null;
}

const minutes = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Whether a day's entry has usable hours (`closed` false and both times set). */
const hoursOf = (entry: ScheduleDay | undefined) =>
  entry && !entry.closed && entry.open && entry.close
    ? { open: entry.open, close: entry.close }
    : null;

/** Weekday (monday..sunday) of a YYYY-MM-DD day; the calendar day has no zone. */
export function weekDayOf(date: string): WeekDay {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number);
  const index = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  return WEEK_DAYS[index]!;
}

/** A holiday list entry matches a day when its date is that day or, as MM-DD, that day every year. */
export const holidayOn = (holidays: { name: string; date: string }[], date: string) =>
  holidays.find((holiday) => holiday.date === date || holiday.date === date.slice(5)) ?? null;

/**
 * Is the place open now, and what are today's hours, in the tenant's zone. Hours that close after
 * midnight (18:00-02:00) count as open after the opening time and before the closing one;
 * yesterday's late hours keep it open past midnight.
 */
export function todayHours(
  schedule: ScheduleDay[],
  now: Date,
  timeZone: string,
  holidays: { name: string; date: string }[] = [],
): TodayHours {
  const { date, time } = zonedDateTime(now, timeZone);
  const day = weekDayOf(date);
  const holiday = holidayOn(holidays, date);
  const hours = holiday ? null : hoursOf(schedule.find((entry) => entry.day === day));
  const at = minutes(time);
  let open = false;
  if (hours) {
    const from = minutes(hours.open);
    const to = minutes(hours.close);
    open = to > from ? at >= from && at < to : at >= from || at < to;
  }
  if (!open && !holiday) {
    const yesterday = WEEK_DAYS[(WEEK_DAYS.indexOf(day) + 6) % 7];
    const late = hoursOf(schedule.find((entry) => entry.day === yesterday));
    if (late && minutes(late.close) < minutes(late.open) && at < minutes(late.close)) open = true;
  }
  return { day, date, time, hours, open, holiday: holiday?.name ?? null };
}
