import { adminDeleteEventContract } from '@bar/domain/api/events';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { deleteEvent as removeEvent } from '../../../repositories/events.js';
import { deleteFiles, eventFiles } from './media-files.js';
import { eventOr404 } from './shared.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/**
 * DELETE /api/admin/events/:id — removes the event, then every file under its prefix (the
 * document first: a leftover file is harmless, an event pointing at deleted files is not).
 */
const deleteEvent: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, adminDeleteEventContract),
    handler: async (request, reply) => {
      const { id } = request.params;
      await eventOr404(fastify, request, id);
      await removeEvent(request.docs, id);
      await deleteFiles(request.files, await eventFiles(request.files, id), (err) =>
        request.log.warn({ err }, 'could not delete an event file'),
      );
      return reply.code(204).send(null);
    },
  });
  done();
};

export default deleteEvent;
