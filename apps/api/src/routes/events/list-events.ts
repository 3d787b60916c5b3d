import { listEventsContract, PublicEventListSchema } from '@bar/domain/api/events';
import { todayIn } from '@bar/domain/events/dates';
import { localizeEvent } from '@bar/domain/events/localized';
import { eventDateLines } from '@bar/i18n/event-date-line';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { ACCESS } from '../../lib/security/roles.js';
import { listPast, listUpcoming, tenantTimeZone } from '../../repositories/events.js';
import { sendCachedJson } from '../../lib/http/send-cached-json.js';

/**
 * GET /api/events?when=upcoming|past&limit=&locale= — published events only. Upcoming: from today
 * in the tenant's zone, soonest first (date, then start time); past: most recent first (the
 * blog). With `locale`, each event's texts in that language (the Spanish ones where it has
 * none) and its date line in it too (the blog's cards).
 */
const listEvents: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, listEventsContract),
    config: { access: ACCESS.public },
    handler: async (request, reply) => {
      const { when, limit, locale } = request.query;
      // Cached per tenant (repositories/public-reads): checked against the answer's schema and
      // serialized once, then sent as is until a write or the TTL.
      const answer = await fastify.publicReads.json(
        request.tenant,
        `events:${when}:${limit}:${locale ?? ''}`,
        async () => {
          const timeZone = await tenantTimeZone(request.docs);
          const today = todayIn(timeZone);
          const warn = (err: unknown) =>
            request.log.warn({ err }, 'events read by date failed; reading the whole collection');
          const list = when === 'upcoming' ? listUpcoming : listPast;
          const stored = await list(request.docs, { today, timeZone, limit }, warn);
          const events = locale ? stored.map((event) => localizeEvent(event, locale)) : stored;
          const dateLines = locale && eventDateLines(events, locale, timeZone);
          return PublicEventListSchema.parse({ when, today, timeZone, events, dateLines });
        },
      );
      // The text serialized when it was cached goes out as is (no second serialization).
      void reply.header('cache-control', 'public, max-age=30');
      return sendCachedJson(request, reply, answer);
    },
  });
  done();
};

export default listEvents;
