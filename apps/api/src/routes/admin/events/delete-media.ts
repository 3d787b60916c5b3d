import { adminDeleteMediaContract } from '@bar/domain/api/events';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { removeMedia } from '../../../repositories/events.js';
import { deleteFiles, mediaPaths } from './media-files.js';
import { eventOr404 } from './shared.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/** DELETE /api/admin/events/:id/media/:index — removes one media item and its files; answers the updated event. */
const deleteMedia: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, adminDeleteMediaContract),
    handler: async (request) => {
      const { id, index } = request.params;
      const { timeZone } = await eventOr404(fastify, request, id);
      const result = await removeMedia(request.docs, id, index, timeZone);
      if (!result)
        throw fastify.httpErrors.notFound(errorMessage('MEDIA_NOT_FOUND', requestLocale(request)));
      await deleteFiles(request.files, mediaPaths(result.removed, id), (err) =>
        request.log.warn({ err }, 'could not delete a media file'),
      );
      return result.event;
    },
  });
  done();
};

export default deleteMedia;
