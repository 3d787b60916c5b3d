import { EventSchema } from '@bar/domain/events/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../../lib/roles.js';
import { errorResponses, EventParamsSchema, eventOr404, staffRoute } from './shared.js';

/** GET /api/admin/events/:id — one event, drafts included. */
const getEvent: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/:id',
    {
      config: { access: ACCESS.staff },
      schema: {
        ...staffRoute,
        summary: 'One event or post',
        params: EventParamsSchema,
        response: { 200: EventSchema, ...errorResponses },
      },
    },
    async (request) => (await eventOr404(fastify, request, request.params.id)).event,
  );
  done();
};

export default getEvent;
