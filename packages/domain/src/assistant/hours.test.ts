import { describe, expect, it } from 'vitest';
import { defaultSchedule } from '../branding/schedule.js';
import { openState } from '../hours/open-state.js';
import { hoursOn, todayHours, weekDayOf } from './hours.js';

const TORONTO = 'America/Toronto';

describe('todayHours', () => {
  it('reads the weekday and time in the tenant zone, not the server one', () => {
    // 2026-11-23 is a Monday; 03:30 UTC is still Sunday 22:30 in Toronto.
    const result = todayHours(defaultSchedule(), new Date('2026-11-23T03:30:00Z'), TORONTO);
    expect(result).toMatchObject({ day: 'sunday', date: '2026-11-22', hours: null, open: false });
  });

  it('is open inside the hours and closed at the closing minute', () => {
    const open = todayHours(defaultSchedule(), new Date('2026-11-23T15:00:00Z'), TORONTO);
    expect(open).toMatchObject({
      day: 'monday',
      open: true,
      hours: { open: '09:00', close: '17:00' },
    });
    const closing = todayHours(defaultSchedule(), new Date('2026-11-23T22:00:00Z'), TORONTO);
    expect(closing).toMatchObject({ time: '17:00', open: false });
  });

  it('keeps late hours open past midnight', () => {
    const late = [{ day: 'friday' as const, open: '18:00', close: '02:00', closed: false }];
    // Saturday 01:00 in Toronto (06:00 UTC)
    expect(todayHours(late, new Date('2026-11-28T06:00:00Z'), TORONTO).open).toBe(true);
    expect(todayHours(late, new Date('2026-11-28T08:00:00Z'), TORONTO).open).toBe(false);
  });

  it('is closed all day on a yearly holiday', () => {
    const result = todayHours(defaultSchedule(), new Date('2026-07-01T16:00:00Z'), TORONTO, [
      { name: 'Canada Day', date: '07-01' },
    ]);
    expect(result).toMatchObject({ open: false, holiday: 'Canada Day', hours: null });
  });

  it('says open exactly when the about page does, overnight hours into a holiday included', () => {
    const nightly = (
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
    ).map((day) => ({ day, open: '18:00', close: '02:00', closed: false }));
    const holidays = [{ name: 'New Year', date: '01-01' }];
    // 2031-01-01 00:30 in Toronto: the night of Dec 31 still runs into the holiday.
    const at = new Date('2031-01-01T05:30:00Z');
    const today = todayHours(nightly, at, TORONTO, holidays);
    expect(today).toMatchObject({ date: '2031-01-01', holiday: 'New Year', open: true });
    expect(today.open).toBe(openState(nightly, holidays, TORONTO, at.getTime()).open);
    // 2031-01-01 19:00: the holiday's own opening does not happen.
    expect(todayHours(nightly, new Date('2031-01-02T00:00:00Z'), TORONTO, holidays).open).toBe(
      false,
    );
  });

  it('reads the hours of any calendar day, holidays closed', () => {
    expect(hoursOn(defaultSchedule(), [], '2026-11-28')).toMatchObject({
      day: 'saturday',
      hours: { open: '10:00', close: '14:00' },
    });
    expect(
      hoursOn(defaultSchedule(), [{ name: 'Canada Day', date: '07-01' }], '2027-07-01'),
    ).toMatchObject({ day: 'thursday', hours: null, holiday: 'Canada Day' });
  });

  it('names weekdays from calendar days', () => {
    expect(weekDayOf('2026-11-29')).toBe('sunday');
    expect(weekDayOf('2026-11-23')).toBe('monday');
  });
});
