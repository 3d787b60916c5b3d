import { describe, expect, it } from 'vitest';
import { defaultSchedule } from '../branding/schedule.js';
import { BOOKING_DEFAULTS, BOOKING_LIMITS, bookingRulesFrom } from './booking-rules.js';
import { GUESTS_MAX, GUESTS_MIN } from './check.js';
import {
  addDays,
  bookableSlots,
  isHoliday,
  lastBookableDay,
  nextFreeSlots,
  openingSlots,
  type SlotContext,
  slotProblem,
  weekDayOf,
  zonedInstant,
} from './slots.js';

const TZ = 'America/Toronto';
const rules = { ...BOOKING_DEFAULTS };
// Monday 2026-03-02, 10:00 in Toronto (15:00 UTC, EST).
const ctx = (over: Partial<SlotContext> = {}): SlotContext => ({
  schedule: defaultSchedule(),
  holidays: [],
  rules,
  timeZone: TZ,
  now: new Date('2026-03-02T15:00:00Z'),
  ...over,
});

describe('calendar helpers', () => {
  it('names week days and adds days across months and years', () => {
    expect(weekDayOf('2026-03-02')).toBe('monday');
    expect(weekDayOf('2026-03-08')).toBe('sunday');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('matches dated and yearly holidays', () => {
    expect(isHoliday('2026-07-01', [{ date: '07-01' }])).toBe(true);
    expect(isHoliday('2026-07-01', [{ date: '2026-07-01' }])).toBe(true);
    expect(isHoliday('2026-07-01', [{ date: '2025-07-01' }])).toBe(false);
  });

  it('turns a wall clock into an instant in the zone, across daylight saving', () => {
    expect(zonedInstant('2026-03-02', '19:00', TZ).toISOString()).toBe('2026-03-03T00:00:00.000Z');
    expect(zonedInstant('2026-07-02', '19:00', TZ).toISOString()).toBe('2026-07-02T23:00:00.000Z');
    expect(zonedInstant('2026-03-08', '12:00', TZ).toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(zonedInstant('2026-11-01', '12:00', TZ).toISOString()).toBe('2026-11-01T17:00:00.000Z');
    expect(zonedInstant('2026-03-02', '19:00', 'Europe/Paris').toISOString()).toBe(
      '2026-03-02T18:00:00.000Z',
    );
  });
});

describe('openingSlots', () => {
  it('steps from opening to closing minus the last seating', () => {
    const slots = openingSlots('2026-03-02', defaultSchedule(), [], rules);
    expect(slots[0]).toBe('09:00');
    expect(slots.at(-1)).toBe('16:00');
    expect(slots).toHaveLength(15);
  });

  it('has none on a closed day, a holiday or a bad date', () => {
    expect(openingSlots('2026-03-08', defaultSchedule(), [], rules)).toEqual([]);
    expect(openingSlots('2026-03-02', defaultSchedule(), [{ date: '03-02' }], rules)).toEqual([]);
    expect(openingSlots('2026-02-30', defaultSchedule(), [], rules)).toEqual([]);
  });

  it('runs to midnight when the closing time is after midnight', () => {
    const schedule = [{ day: 'friday' as const, open: '18:00', close: '02:00', closed: false }];
    const slots = openingSlots('2026-03-06', schedule, [], {
      slotMinutes: 60,
      lastSeatingMinutes: 0,
    });
    expect(slots).toEqual(['18:00', '19:00', '20:00', '21:00', '22:00', '23:00']);
  });
});

describe('slotProblem', () => {
  it('accepts a slot later today past the notice', () => {
    expect(slotProblem('2026-03-02', '12:00', ctx())).toBeNull();
  });

  it('refuses, in order: invalid, closed, not a slot, past, too soon, too far', () => {
    expect(slotProblem('2026-3-2', '12:00', ctx())).toBe('invalid');
    expect(slotProblem('2026-03-02', '25:00', ctx())).toBe('invalid');
    expect(slotProblem('2026-03-08', '12:00', ctx())).toBe('closed');
    expect(slotProblem('2026-03-02', '12:15', ctx())).toBe('notASlot');
    expect(slotProblem('2026-03-02', '16:30', ctx())).toBe('notASlot');
    expect(slotProblem('2026-03-02', '09:30', ctx())).toBe('past');
    expect(slotProblem('2026-03-02', '10:00', ctx())).toBe('past');
    expect(slotProblem('2026-03-02', '11:30', ctx())).toBe('tooSoon');
    expect(slotProblem('2026-03-01', '12:00', ctx())).toBe('closed');
    expect(slotProblem('2026-02-27', '12:00', ctx())).toBe('past');
    expect(slotProblem(addDays('2026-03-02', 61), '10:00', ctx())).toBe('tooFar');
  });

  it('counts today and the horizon in the tenant zone, not UTC', () => {
    // 23:30 in Toronto on Monday is already Tuesday in UTC.
    const late = ctx({ now: new Date('2026-03-03T04:30:00Z') });
    expect(lastBookableDay(late)).toBe(addDays('2026-03-02', 60));
    expect(slotProblem('2026-03-03', '09:00', late)).toBeNull();
  });
});

describe('bookableSlots and nextFreeSlots', () => {
  it('leaves out past and too-soon slots of today', () => {
    expect(bookableSlots('2026-03-02', ctx())[0]).toBe('12:00');
    expect(bookableSlots('2026-03-03', ctx())[0]).toBe('09:00');
    expect(bookableSlots('2026-03-08', ctx())).toEqual([]);
  });

  it('offers the next slots with room, skipping full ones and closed days', () => {
    const full = new Set(['2026-03-07 12:00', '2026-03-07 12:30']);
    const next = nextFreeSlots(
      { date: '2026-03-07', time: '11:30' },
      ctx(),
      (d, t) => !full.has(`${d} ${t}`),
    );
    expect(next).toEqual([
      { date: '2026-03-07', time: '13:00' },
      { date: '2026-03-09', time: '09:00' },
      { date: '2026-03-09', time: '09:30' },
    ]);
  });

  it('finds nothing when every slot is full', () => {
    expect(nextFreeSlots({ date: '2026-03-02', time: '12:00' }, ctx(), () => false)).toEqual([]);
  });
});

describe('bookingRulesFrom', () => {
  it('keeps good stored values and defaults the rest', () => {
    const rules = bookingRulesFrom({ capacityPerSlot: 12, slotMinutes: 'x', maxPartySize: 500 });
    expect(rules.capacityPerSlot).toBe(12);
    expect(rules.slotMinutes).toBe(BOOKING_DEFAULTS.slotMinutes);
    expect(rules.maxPartySize).toBe(BOOKING_DEFAULTS.maxPartySize);
    expect(bookingRulesFrom(null)).toEqual(BOOKING_DEFAULTS);
  });

  it("takes a tenant's largest party up to the form's own range, never past it", () => {
    expect(bookingRulesFrom({ maxPartySize: GUESTS_MAX }).maxPartySize).toBe(GUESTS_MAX);
    expect(bookingRulesFrom({ maxPartySize: GUESTS_MAX + 1 }).maxPartySize).toBe(
      BOOKING_DEFAULTS.maxPartySize,
    );
    expect(bookingRulesFrom({ maxPartySize: 0 }).maxPartySize).toBe(BOOKING_DEFAULTS.maxPartySize);
    expect(BOOKING_LIMITS.maxPartySize).toEqual({ min: GUESTS_MIN, max: GUESTS_MAX });
  });
});
