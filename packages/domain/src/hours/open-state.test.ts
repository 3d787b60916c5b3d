import { describe, expect, it } from 'vitest';
import { defaultSchedule, type ScheduleDay } from '../branding/schedule.js';
import { todayHours } from '../assistant/hours.js';
import { addDays, isHoliday, localDay, openState, weekDayOf } from './open-state.js';

const TORONTO = 'America/Toronto';
// 2026-11-23 is a Monday; Toronto is on EST (UTC-5) then.
const est = (local: string) => Date.parse(`${local}:00-05:00`);

const withDay = (day: ScheduleDay['day'], open: string, close: string, closed = false) =>
  defaultSchedule().map((d) => (d.day === day ? { day, open, close, closed } : d));

describe('localDay', () => {
  it('reads the wall clock in the given zone', () => {
    expect(localDay(TORONTO, est('2026-11-23T12:34'))).toEqual({
      date: '2026-11-23',
      day: 'monday',
      minutes: 12 * 60 + 34,
    });
    // The same instant (17:34 UTC) is 09:34 in Vancouver.
    expect(localDay('America/Vancouver', est('2026-11-23T12:34'))).toMatchObject({
      date: '2026-11-23',
      minutes: 9 * 60 + 34,
    });
    // Midnight is 0, not 24.
    expect(localDay(TORONTO, est('2026-11-24T00:05')).minutes).toBe(5);
  });

  it('follows daylight saving time', () => {
    // 2026-03-09 (Monday) 09:30 EDT is 13:30 UTC.
    expect(localDay(TORONTO, Date.parse('2026-03-09T13:30:00Z'))).toMatchObject({
      day: 'monday',
      minutes: 9 * 60 + 30,
    });
  });
});

describe('calendar helpers', () => {
  it('adds days across months and years and names the week day', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(weekDayOf('2026-11-23')).toBe('monday');
    expect(weekDayOf('2026-11-29')).toBe('sunday');
  });

  it('matches dated and yearly holidays', () => {
    expect(isHoliday('2026-12-25', [{ date: '12-25' }])).toBe(true);
    expect(isHoliday('2027-12-25', [{ date: '12-25' }])).toBe(true);
    expect(isHoliday('2026-12-25', [{ date: '2025-12-25' }])).toBe(false);
    expect(isHoliday('2026-12-24', [{ date: '12-25' }, { date: '' }])).toBe(false);
  });
});

describe('openState (spec default schedule: Mon-Fri 09-17, Sat 10-14, Sun closed)', () => {
  const schedule = defaultSchedule();

  it('is open inside the hours, with the closing time', () => {
    expect(openState(schedule, [], TORONTO, est('2026-11-23T12:00'))).toEqual({
      open: true,
      closesAt: '17:00',
    });
    expect(openState(schedule, [], TORONTO, est('2026-11-23T09:00')).open).toBe(true);
  });

  it('before opening says it opens today', () => {
    expect(openState(schedule, [], TORONTO, est('2026-11-23T08:59'))).toEqual({
      open: false,
      opensAt: { date: '2026-11-23', day: 'monday', time: '09:00', today: true },
    });
  });

  it('is closed at the closing minute and opens the next day', () => {
    expect(openState(schedule, [], TORONTO, est('2026-11-23T17:00'))).toEqual({
      open: false,
      opensAt: { date: '2026-11-24', day: 'tuesday', time: '09:00', today: false },
    });
  });

  it('skips a closed Sunday: Saturday afternoon opens on Monday', () => {
    expect(openState(schedule, [], TORONTO, est('2026-11-28T15:00'))).toEqual({
      open: false,
      opensAt: { date: '2026-11-30', day: 'monday', time: '09:00', today: false },
    });
    expect(openState(schedule, [], TORONTO, est('2026-11-29T12:00'))).toMatchObject({
      open: false,
      opensAt: { day: 'monday' },
    });
  });

  it('depends on the time zone: the same instant is open in Toronto and not yet in Vancouver', () => {
    const instant = est('2026-11-23T11:30');
    expect(openState(schedule, [], TORONTO, instant).open).toBe(true);
    expect(openState(schedule, [], 'America/Vancouver', instant)).toEqual({
      open: false,
      opensAt: { date: '2026-11-23', day: 'monday', time: '09:00', today: true },
    });
  });

  it('treats a day without times as closed', () => {
    const noTimes = withDay('monday', '', '');
    expect(openState(noTimes, [], TORONTO, est('2026-11-23T12:00'))).toMatchObject({
      open: false,
      opensAt: { day: 'tuesday' },
    });
  });
});

describe('openState with overnight hours (Friday 18:00-02:00)', () => {
  const schedule = withDay('friday', '18:00', '02:00');

  it('is open on Friday evening, up to midnight and past it', () => {
    expect(openState(schedule, [], TORONTO, est('2026-11-27T18:00'))).toEqual({
      open: true,
      closesAt: '02:00',
    });
    expect(openState(schedule, [], TORONTO, est('2026-11-27T23:59')).open).toBe(true);
    expect(openState(schedule, [], TORONTO, est('2026-11-28T00:00')).open).toBe(true);
    expect(openState(schedule, [], TORONTO, est('2026-11-28T01:59'))).toEqual({
      open: true,
      closesAt: '02:00',
    });
  });

  it('closes at 02:00 on Saturday and then opens at Saturday 10:00', () => {
    expect(openState(schedule, [], TORONTO, est('2026-11-28T02:00'))).toEqual({
      open: false,
      opensAt: { date: '2026-11-28', day: 'saturday', time: '10:00', today: true },
    });
  });

  it('is closed on Friday afternoon before the evening opening', () => {
    expect(openState(schedule, [], TORONTO, est('2026-11-27T17:00'))).toEqual({
      open: false,
      opensAt: { date: '2026-11-27', day: 'friday', time: '18:00', today: true },
    });
  });

  it('runs on into a holiday Saturday, since the night started on Friday', () => {
    const holidays = [{ name: 'Fiesta', date: '2026-11-28' }];
    expect(openState(schedule, holidays, TORONTO, est('2026-11-28T01:00')).open).toBe(true);
    // After 02:00 the holiday Saturday stays shut and Monday is next (Sunday is closed).
    expect(openState(schedule, holidays, TORONTO, est('2026-11-28T03:00'))).toMatchObject({
      open: false,
      opensAt: { date: '2026-11-30', day: 'monday' },
    });
  });

  it('does not open at all when the Friday is a holiday', () => {
    const holidays = [{ name: 'Cierre', date: '2026-11-27' }];
    expect(openState(schedule, holidays, TORONTO, est('2026-11-27T20:00')).open).toBe(false);
    expect(openState(schedule, holidays, TORONTO, est('2026-11-28T01:00'))).toEqual({
      open: false,
      opensAt: { date: '2026-11-28', day: 'saturday', time: '10:00', today: true },
    });
  });

  it('takes equal open and close times as open round the clock', () => {
    const allDay = withDay('monday', '08:00', '08:00');
    expect(openState(allDay, [], TORONTO, est('2026-11-23T23:00'))).toEqual({
      open: true,
      closesAt: '08:00',
    });
    expect(openState(allDay, [], TORONTO, est('2026-11-24T07:59')).open).toBe(true);
  });
});

describe('openState with holidays and closures', () => {
  const schedule = defaultSchedule();

  it('keeps a dated holiday closed and points at the next working day', () => {
    const holidays = [{ name: 'Cierre', date: '2026-11-23' }];
    expect(openState(schedule, holidays, TORONTO, est('2026-11-23T12:00'))).toEqual({
      open: false,
      opensAt: { date: '2026-11-24', day: 'tuesday', time: '09:00', today: false },
    });
  });

  it('applies a yearly holiday (MM-DD) and skips several holidays in a row', () => {
    const holidays = [{ date: '12-24' }, { date: '12-25' }, { date: '2026-12-26' }];
    // Thursday 24 December 2026, then Friday 25 and Saturday 26 closed, Sunday closed.
    expect(openState(schedule, holidays, TORONTO, est('2026-12-24T12:00'))).toEqual({
      open: false,
      opensAt: { date: '2026-12-28', day: 'monday', time: '09:00', today: false },
    });
  });

  it('has no next opening when every day is closed', () => {
    const closed = defaultSchedule().map((d) => ({ ...d, closed: true }));
    expect(openState(closed, [], TORONTO, est('2026-11-23T12:00'))).toEqual({
      open: false,
      opensAt: null,
    });
    expect(openState([], [], TORONTO, est('2026-11-23T12:00'))).toEqual({
      open: false,
      opensAt: null,
    });
  });
});

describe('a night that began on a normal day and runs into a holiday', () => {
  // 18:00-02:00 every day, New Year's Day (01-01) a holiday, in Toronto (EST, UTC-5).
  const nightly = defaultSchedule().map((d) => ({
    ...d,
    open: '18:00',
    close: '02:00',
    closed: false,
  }));
  const newYear = [{ name: 'Año Nuevo', date: '01-01' }];

  it('stays open past midnight into the holiday, on the about page and in the assistant alike', () => {
    // 2031-01-01 00:30: the night of Tuesday 31 December is still on.
    const at = Date.parse('2031-01-01T00:30:00-05:00');
    expect(openState(nightly, newYear, TORONTO, at)).toEqual({ open: true, closesAt: '02:00' });
    expect(todayHours(nightly, new Date(at), TORONTO, newYear)).toMatchObject({
      date: '2031-01-01',
      holiday: 'Año Nuevo',
      open: true,
      state: { open: true, closesAt: '02:00' },
    });
  });

  it("closes at the night's end and keeps the holiday's own evening shut", () => {
    expect(openState(nightly, newYear, TORONTO, Date.parse('2031-01-01T02:00:00-05:00'))).toEqual({
      open: false,
      opensAt: { date: '2031-01-02', day: 'thursday', time: '18:00', today: false },
    });
    const evening = Date.parse('2031-01-01T19:00:00-05:00');
    expect(openState(nightly, newYear, TORONTO, evening).open).toBe(false);
    expect(todayHours(nightly, new Date(evening), TORONTO, newYear).open).toBe(false);
  });
});
