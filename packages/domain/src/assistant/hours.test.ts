import { describe, expect, it } from 'vitest';
import { defaultSchedule } from '../branding/schedule.js';
import { todayHours, weekDayOf } from './hours.js';

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

  it('names weekdays from calendar days', () => {
    expect(weekDayOf('2026-11-29')).toBe('sunday');
    expect(weekDayOf('2026-11-23')).toBe('monday');
  });
});
