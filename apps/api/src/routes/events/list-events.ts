import { EVENTS_MAX_LIMIT, EVENTS_QUERY_LIMIT } from '@bar/domain/events/constants';
import { todayIn } from '@bar/domain/events/dates';
import { EventSchema } from '@bar/domain/events/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../lib/roles.js';
import { ErrorBodySchema } from '../../plugins/app/auth/openapi.js';
import { listPast, listUpcoming, tenantTimeZone } from '../../repositories/events.js';

export const EventListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).default('upcoming'),
  limit: z.coerce.number().int().min(1).max(EVENTS_MAX_LIMIT).default(EVENTS_QUERY_LIMIT),
});

export const PublicEventListSchema = z.object({
  when: z.enum(['upcoming', 'past']),
  /** Today in the tenant's zone: what split upcoming from past. */
  today: z.string(),
  timeZone: z.string(),
  events: z.array(EventSchema),
});

/**
 * GET /api/events?when=upcoming|past&limit= — published events only. Upcoming: from today in the
 * tenant's zone, soonest first (date, then start time); past: most recent first (the blog).
 */
const listEvents: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/',
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['events'],
        summary: 'Published events, upcoming or past',
        querystring: EventListQuerySchema,
        response: { 200: PublicEventListSchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { when, limit } = request.query;
      // Cached per tenant (repositories/public-reads): checked against the answer's schema and
      // serialized once, then sent as is until a write or the TTL.
      const answer = await fastify.publicReads.json(
        request.tenant,
        `events:${when}:${limit}`,
        async () => {
          const timeZone = await tenantTimeZone(request.docs);
          const today = todayIn(timeZone);
          const warn = (err: unknown) =>
            request.log.warn({ err }, 'events read by date failed; reading the whole collection');
          const list = when === 'upcoming' ? listUpcoming : listPast;
          const events = await list(request.docs, { today, timeZone, limit }, warn);
          return PublicEventListSchema.parse({ when, today, timeZone, events });
        },
      );
      // The text serialized when it was cached goes out as is (no second serialization).
      return reply
        .header('cache-control', 'public, max-age=30')
        .type('application/json; charset=utf-8')
        .serializer(() => answer.json)
        .send(answer.body);
    },
  );
  done();
};

export default listEvents;
