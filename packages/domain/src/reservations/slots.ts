import type { ScheduleDay } from '../branding/schedule.js';
import { isIsoDate, isTime } from '../events/dates.js';
import { addDays, isHoliday, weekDayOf, zonedDateTime, zonedInstant } from '../hours/clock.js';

export { zonedInstant };

// The calendar helpers the opening hours already have, under the names reservations use.
export { addDays, isHoliday, weekDayOf };

/**
 * Reservation slots (pure): the times a guest may book on a day, from the tenant's weekly
 * schedule and holidays, in the tenant's time zone. No slot in the past or within the minimum
 * notice, none past the horizon, none on a closed day or a holiday.
 */
export interface SlotRules {
  slotMinutes: number;
  minNoticeMinutes: number;
  maxDaysAhead: number;
  lastSeatingMinutes: number;
}

export interface SlotContext {
  schedule: readonly ScheduleDay[];
  holidays: readonly { date: string }[];
  rules: SlotRules;
  timeZone: string;
  now: Date;
}

export type SlotProblem = 'invalid' | 'closed' | 'notASlot' | 'past' | 'tooSoon' | 'tooFar';

const toMinutes = (time: string): number => {
  const [h = 0, m = 0] = time.split(':').map(Number);
  return h * 60 + m;
};
const toClock = (total: number): string =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** Every slot start of a day from its opening hours, ignoring the clock (no notice, no past). */
export function openingSlots(
  date: string,
  schedule: readonly ScheduleDay[],
  holidays: readonly { date: string }[],
  rules: Pick<SlotRules, 'slotMinutes' | 'lastSeatingMinutes'>,
): string[] {
  if (!isIsoDate(date) || isHoliday(date, holidays)) return [];
  const day = schedule.find((entry) => entry.day === weekDayOf(date));
  if (!day || day.closed || !isTime(day.open) || !isTime(day.close)) return [];
  const open = toMinutes(day.open);
  let close = toMinutes(day.close);
  // A closing time at or before the opening is after midnight: the day's slots stop at 24:00.
  if (close <= open) close = 24 * 60;
  const last = Math.min(close - rules.lastSeatingMinutes, 24 * 60 - 1);
  const slots: string[] = [];
  for (let at = open; at <= last; at += rules.slotMinutes) slots.push(toClock(at));
  return slots;
}

/** The last day a guest may book: today plus the horizon, in the tenant's zone. */
export function lastBookableDay(ctx: Pick<SlotContext, 'rules' | 'timeZone' | 'now'>): string {
  return addDays(zonedDateTime(ctx.now, ctx.timeZone).date, ctx.rules.maxDaysAhead);
}

/** Why a day and time cannot be booked (in this order), or null when it can. */
export function slotProblem(date: string, time: string, ctx: SlotContext): SlotProblem | null {
  if (!isIsoDate(date) || !isTime(time)) return 'invalid';
  const slots = openingSlots(date, ctx.schedule, ctx.holidays, ctx.rules);
  if (slots.length === 0) return 'closed';
  if (!slots.includes(time)) return 'notASlot';
  const at = zonedInstant(date, time, ctx.timeZone).getTime();
  if (at <= ctx.now.getTime()) return 'past';
  if (at < ctx.now.getTime() + ctx.rules.minNoticeMinutes * 60_000) return 'tooSoon';
  if (date > lastBookableDay(ctx)) return 'tooFar';
  return null;
}

/** The slots of a day a guest may book now. */
export const bookableSlots = (date: string, ctx: SlotContext): string[] =>
  openingSlots(date, ctx.schedule, ctx.holidays, ctx.rules).filter(
    (time) => slotProblem(date, time, ctx) === null,
  );

/**
 * The next bookable slots after a day and time (the same day's later slots first, then the
 * following days up to the horizon) that still have room for the party.
 */
export function nextFreeSlots(
  after: { date: string; time: string },
  ctx: SlotContext,
  hasRoom: (date: string, time: string) => boolean,
  count = 3,
): { date: string; time: string }[] {
  const found: { date: string; time: string }[] = [];
  const last = lastBookableDay(ctx);
  const today = zonedDateTime(ctx.now, ctx.timeZone).date;
  let date = isIsoDate(after.date) && after.date > today ? after.date : today;
  while (date <= last && found.length < count) {
    for (const time of bookableSlots(date, ctx)) {
      if (date === after.date && time <= after.time) continue;
      if (hasRoom(date, time)) found.push({ date, time });
      if (found.length === count) break;
    }
    date = addDays(date, 1);
  }
  return found;
}
