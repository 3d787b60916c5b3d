import { z } from 'zod';
import { defineContract } from './contract.js';

/** One day of the week ahead: the reservations booked for it and the covers they hold. */
export const TodayDaySchema = z.object({
  /** YYYY-MM-DD in the tenant's time zone. */
  date: z.string(),
  /** Every reservation of the day, whatever its state (the reservations tab's count). */
  reservations: z.number().int(),
  /** Guests of the pending and confirmed reservations (the covers the day holds). */
  covers: z.number().int(),
});

/** The guests' ratings over a window: how many, their mean and how many of each star. */
export const RatingWindowSchema = z.object({
  days: z.number().int(),
  count: z.number().int(),
  /** The mean of the ratings, one decimal; null when there is none. */
  average: z.number().nullable(),
  /** How many ratings of 1, 2, 3, 4 and 5 stars. */
  stars: z.array(z.number().int()).length(5),
});
export type RatingWindow = z.infer<typeof RatingWindowSchema>;

export const AdminTodaySchema = z.object({
  /** Today in the tenant's time zone (YYYY-MM-DD). */
  today: z.string(),
  timeZone: z.string(),
  /** Today and the seven days after it, in order. */
  days: z.array(TodayDaySchema),
  /** Today's reservations, by time. */
  reservations: z.array(
    z.object({
      id: z.string(),
      time: z.string(),
      name: z.string(),
      guests: z.number().int(),
      state: z.string(),
    }),
  ),
  /** Kiosk surveys and event reviews, over the last 30 and 90 days. */
  ratings: z.object({ last30: RatingWindowSchema, last90: RatingWindowSchema }),
  subscribers: z.object({
    /** Sign-ups of the last seven days. */
    newLast7Days: z.number().int(),
    latest: z.array(
      z.object({ id: z.string(), name: z.string(), state: z.string(), createdAt: z.string() }),
    ),
  }),
  /** The guests' questions the assistant could not answer, grouped: how many, the latest few. */
  unanswered: z.object({
    groups: z.number().int(),
    latest: z.array(
      z.object({ question: z.string(), count: z.number().int(), lastAskedAt: z.string() }),
    ),
  }),
  /** The newest orders. */
  orders: z.array(
    z.object({
      id: z.string(),
      state: z.string(),
      totalCents: z.number().int(),
      currency: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminToday = z.infer<typeof AdminTodaySchema>;

/**
 * GET /api/admin/today — the back office's landing in one read: the week's reservations and
 * covers, the guests' ratings, new subscribers and the latest orders, in the tenant's zone.
 */
export const adminTodayContract = defineContract({
  method: 'GET',
  path: '/api/admin/today',
  summary: 'The day at a glance',
  tags: ['admin'],
  response: AdminTodaySchema,
  errors: [],
});
