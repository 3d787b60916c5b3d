import { z } from 'zod';

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

const minutes = (max: number) => z.number().int().min(0).max(max);

export const BookingRulesSchema = z.looseObject({
  slotMinutes: z.number().int().min(5).max(240).default(BOOKING_DEFAULTS.slotMinutes),
  minNoticeMinutes: minutes(60 * 24 * 14).default(BOOKING_DEFAULTS.minNoticeMinutes),
  maxDaysAhead: z.number().int().min(0).max(366).default(BOOKING_DEFAULTS.maxDaysAhead),
  capacityPerSlot: z.number().int().min(1).max(10_000).default(BOOKING_DEFAULTS.capacityPerSlot),
  maxPartySize: z.number().int().min(1).max(199).default(BOOKING_DEFAULTS.maxPartySize),
  lastSeatingMinutes: minutes(12 * 60).default(BOOKING_DEFAULTS.lastSeatingMinutes),
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
