import { describe, expect, it } from 'vitest';
import {
  isIsoDate,
  isTime,
  isTimeZone,
  parseTimestamp,
  timeZoneOrDefault,
  todayIn,
  zonedDateTime,
} from './dates';

describe('dates', () => {
  it.each([
    ['2025-06-14', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-6-14', false],
    ['2025-06-14T00:00', false],
    ['', false],
  ])('isIsoDate(%s) = %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it.each([
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['9:00', false],
    ['12:60', false],
  ])('isTime(%s) = %s', (value, expected) => {
    expect(isTime(value)).toBe(expected);
  });

  it('computes today in the zone, not in UTC', () => {
    // 02:30 UTC on the 15th is still 22:30 on the 14th in Toronto (EDT, UTC-4).
    const now = new Date('2025-06-15T02:30:00Z');
    expect(todayIn('America/Toronto', now)).toBe('2025-06-14');
    expect(todayIn(undefined, now)).toBe('2025-06-14');
    expect(todayIn('UTC', now)).toBe('2025-06-15');
    expect(todayIn('Asia/Tokyo', new Date('2025-06-14T16:00:00Z'))).toBe('2025-06-15');
    expect(zonedDateTime(now, 'America/Toronto')).toEqual({ date: '2025-06-14', time: '22:30' });
    expect(zonedDateTime(new Date('2025-01-15T05:00:00Z'), 'America/Toronto')).toEqual({
      date: '2025-01-15',
      time: '00:00',
    });
  });

  it('validates zones and timestamps', () => {
    expect(isTimeZone('America/Mexico_City')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(timeZoneOrDefault('Mars/Olympus')).toBe('America/Toronto');
    expect(timeZoneOrDefault(undefined)).toBe('America/Toronto');
    expect(timeZoneOrDefault('Europe/Paris')).toBe('Europe/Paris');
    expect(parseTimestamp('2025-06-15T00:00:00.000Z')?.toISOString()).toBe(
      '2025-06-15T00:00:00.000Z',
    );
    expect(parseTimestamp('2025-06-14T20:00-04:00')?.toISOString()).toBe(
      '2025-06-15T00:00:00.000Z',
    );
    expect(parseTimestamp('2025-06-14')).toBeNull();
    expect(parseTimestamp('2025-99-14T20:00:00Z')).toBeNull();
    expect(parseTimestamp(42)).toBeNull();
  });
});
