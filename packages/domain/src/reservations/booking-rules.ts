import { z } from 'zod';
import { GUESTS_MAX, GUESTS_MIN } from './check.js';

/**
 * What a restaurant runs its reservations on (settings `booking`, edited in the back office):
 * slot length, notice, horizon, covers per slot and the largest party taken online.
 */
export const BOOKING_DEFAULTS = {
  slotMinutes: 30,
  minNoticeMinutes: 120,
  maxDaysAhead: 60,
  capacityPerSlot: 40,
  maxPartySize: 20,
  lastSeatingMinutes: 60,
} as const;

/** The range each rule accepts (whole numbers), shared by the API and the back office's form. */
export const BOOKING_LIMITS = {
  slotMinutes: { min: 5, max: 240 },
  minNoticeMinutes: { min: 0, max: 60 * 24 * 14 },
  maxDaysAhead: { min: 0, max: 366 },
  capacityPerSlot: { min: 1, max: 10_000 },
  // The largest party taken online is a party the form accepts at all (the spec's 1-199).
  maxPartySize: { min: GUESTS_MIN, max: GUESTS_MAX },
  lastSeatingMinutes: { min: 0, max: 12 * 60 },
} as const satisfies Record<keyof typeof BOOKING_DEFAULTS, { min: number; max: number }>;

export type BookingRuleKey = keyof typeof BOOKING_LIMITS;
export const BOOKING_RULE_KEYS = Object.keys(BOOKING_LIMITS) as BookingRuleKey[];

const rule = (key: BookingRuleKey) =>
  z.number().int().min(BOOKING_LIMITS[key].min).max(BOOKING_LIMITS[key].max);

export const BookingRulesSchema = z.looseObject({
  slotMinutes: rule('slotMinutes').default(BOOKING_DEFAULTS.slotMinutes),
  minNoticeMinutes: rule('minNoticeMinutes').default(BOOKING_DEFAULTS.minNoticeMinutes),
  maxDaysAhead: rule('maxDaysAhead').default(BOOKING_DEFAULTS.maxDaysAhead),
  capacityPerSlot: rule('capacityPerSlot').default(BOOKING_DEFAULTS.capacityPerSlot),
  maxPartySize: rule('maxPartySize').default(BOOKING_DEFAULTS.maxPartySize),
  lastSeatingMinutes: rule('lastSeatingMinutes').default(BOOKING_DEFAULTS.lastSeatingMinutes),
});

export type BookingRules = z.output<typeof BookingRulesSchema>;

/** The stored rules, or the defaults for any missing or unusable field. */
export function bookingRulesFrom(stored: unknown): BookingRules {
  const base = BookingRulesSchema.parse({});
  if (!stored || typeof stored !== 'object') return base;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(stored)) {
    const field = BookingRulesSchema.shape[key as keyof typeof BookingRulesSchema.shape];
    if (!field) continue;
    const parsed = field.safeParse(value);
    if (parsed.success) out[key] = parsed.data;
  }
  return out as BookingRules;
}
