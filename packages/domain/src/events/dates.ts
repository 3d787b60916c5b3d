import { isTimeZone, zonedDateTime } from '../hours/clock.js';
import { DEFAULT_TIME_ZONE } from './constants.js';

// The clock's zone arithmetic, under the names the events' callers know.
export { isTimeZone, zonedDateTime };

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
}

/** A 24-hour HH:MM time. */
export const isTime = (value: string): boolean => HH_MM.test(value);

/** The zone when it is a known IANA name, else the default (America/Toronto). */
export const timeZoneOrDefault = (zone: string | undefined | null): string =>
  zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;

/** Today's date in the zone: what decides upcoming versus past, wherever the server runs. */
export const todayIn = (timeZone: string = DEFAULT_TIME_ZONE, now: Date = new Date()): string =>
  zonedDateTime(now, timeZone).date;

/** An ISO-8601 timestamp (with a zone or Z) that parses to a real instant, else null. */
export function parseTimestamp(value: unknown): Date | null {
  if (
    typeof value !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(value)
  )
    return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? null : instant;
}
