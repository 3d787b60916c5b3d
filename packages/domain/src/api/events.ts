import { z } from 'zod';
import { EVENTS_MAX_LIMIT, EVENTS_QUERY_LIMIT } from '../events/constants.js';
import { EventSchema } from '../events/schema.js';
import { defineContract } from './contract.js';

export const EventListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  limit: z.coerce.number().int().min(1).max(EVENTS_MAX_LIMIT).default(EVENTS_QUERY_LIMIT),
});

export const PublicEventListSchema = z.object({
  when: z.enum(['upcoming', 'past']),
  /** Today in the tenant's zone (YYYY-MM-DD): what split upcoming from past. */
  today: z.string(),
  timeZone: z.string(),
  events: z.array(EventSchema),
});
export type PublicEventList = z.infer<typeof PublicEventListSchema>;

/**
 * GET /api/events?when=upcoming|past&limit= — published events only (drafts never leave the
 * server). Upcoming: from today in the tenant's zone, soonest first; past: most recent first.
 */
export const listEventsContract = defineContract({
  method: 'GET',
  path: '/api/events',
  summary: 'Published events, upcoming or past',
  tags: ['events'],
  query: EventListQuerySchema,
  response: PublicEventListSchema,
  errors: [400],
});
