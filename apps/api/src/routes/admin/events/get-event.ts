import { adminGetEventContract } from '@bar/domain/api/events';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { eventOr404 } from './shared.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/** GET /api/admin/events/:id — one event, drafts included. */
const getEvent: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, adminGetEventContract),
    handler: async (request) => (await eventOr404(fastify, request, request.params.id)).event,
  });
  done();
};

export default getEvent;
