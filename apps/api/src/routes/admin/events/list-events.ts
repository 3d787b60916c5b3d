import { EventSchema } from '@bar/domain/events/schema';
import { splitEvents } from '@bar/domain/events/timeline';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../lib/roles.js';
import { listAllEvents, tenantTimeZone } from '../../../repositories/events.js';
import { errorResponses, staffRoute } from './shared.js';

export const AdminEventListSchema = z.object({
  today: z.string(),
  timeZone: z.string(),
  /** Soonest first, drafts included. */
  upcoming: z.array(EventSchema),
  /** Most recent first, drafts included. */
  past: z.array(EventSchema),
});

/** GET /api/admin/events — every event of the tenant, drafts included, split around today. */
const listEvents: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/',
    {
      config: { access: ACCESS.staff },
      schema: {
        ...staffRoute,
        summary: 'All events and posts (drafts included)',
        response: { 200: AdminEventListSchema, ...errorResponses },
      },
    },
    async (request) => {
      const timeZone = await tenantTimeZone(request.docs);
      const { today, upcoming, past } = splitEvents(await listAllEvents(request.docs, timeZone), {
        timeZone,
      });
      return { today, timeZone, upcoming, past };
    },
  );
  done();
};

export default listEvents;
