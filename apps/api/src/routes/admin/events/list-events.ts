import { adminListEventsContract } from '@bar/domain/api/events';
import { splitEvents } from '@bar/domain/events/timeline';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listAllEvents, tenantTimeZone } from '../../../repositories/events.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/** GET /api/admin/events — every event of the tenant, drafts included, split around today. */
const listEvents: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, adminListEventsContract),
    handler: async (request) => {
      const timeZone = await tenantTimeZone(request.docs);
      const { today, upcoming, past } = splitEvents(await listAllEvents(request.docs, timeZone), {
        timeZone,
      });
      return { today, timeZone, upcoming, past };
    },
  });
  done();
};

export default listEvents;
