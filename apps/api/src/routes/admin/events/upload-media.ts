import { adminUploadMediaContract } from '@bar/domain/api/events';
import { MAX_MEDIA } from '@bar/domain/events/constants';
import type { MediaItem } from '@bar/domain/events/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { IMMUTABLE, receiveUpload, requireMultipart } from '../../../lib/media/upload-pipeline.js';
import { appendMedia } from '../../../repositories/events.js';
import { uploadBase } from './media-files.js';
import { eventOr404, notFound } from './shared.js';
import { catalogueText } from '../../../lib/texts/catalogue.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/**
 * POST /api/admin/events/:id/media — multipart, field `file`, through the upload pipeline
 * (lib/media/upload-pipeline): pictures and videos only (sniffed from the bytes, else 415), 413 past
 * the limits, webp variants for raster pictures; appends the media item to the event and answers
 * it with 201. Any refusal removes what was written: nothing half-done.
 */
const uploadMedia: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const route = staffContractRoute(fastify, adminUploadMediaContract);
  fastify.route({
    ...route,
    schema: { ...route.schema, consumes: ['multipart/form-data'] },
    handler: async (request, reply) => {
      const locale = requestLocale(request);
      const { id } = request.params;
      requireMultipart(fastify, request);
      const { event, timeZone } = await eventOr404(fastify, request, id);
      if (event.media.length >= MAX_MEDIA)
        throw fastify.httpErrors.conflict(catalogueText('events.errors.tooManyMedia', locale));
      return receiveUpload(fastify, request, {
        accepts: 'media',
        cacheControl: IMMUTABLE,
        path: (filename) => {
          const { base, extension } = uploadBase(id, filename);
          return `${base}.${extension}`;
        },
        commit: async ({ url, metadata, name, resized }) => {
          const item: MediaItem = { contentType: metadata.contentType, url, name, resized };
          if (!(await appendMedia(request.docs, id, item, timeZone)))
            throw notFound(fastify, request);
          return reply.code(201).send(item);
        },
      });
    },
  });
  done();
};

export default uploadMedia;
