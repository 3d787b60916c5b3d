import { join } from 'node:path';
import {
  adminCompleteMediaUploadContract,
  adminStartMediaUploadContract,
} from '@bar/domain/api/events';
import { MAX_MEDIA } from '@bar/domain/events/constants';
import type { MediaItem } from '@bar/domain/events/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import {
  deleteSession,
  openUploadSession,
  PartFiles,
  readSession,
  storedUpload,
} from '../../../lib/media/resumable/upload-sessions.js';
import { appendMedia } from '../../../repositories/events.js';
import {
  checkAccepted,
  deleteFiles,
  finishStoredUpload,
  IMMUTABLE,
  uploadError,
} from '../../../lib/media/upload-pipeline.js';
import { kindOf, SIZE_LIMITS } from '../../../stores/blobs/upload-inspect.js';
import { uploadBase } from './media-files.js';
import { eventOr404, notFound } from './shared.js';
import { catalogueText } from '../../../lib/texts/catalogue.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/**
 * Big media (videos up to 200 MB: more than Cloud Run lets one request carry) go through a
 * resumable session: POST …/media/uploads opens it after checking the role, the event, the type
 * and the size, and answers the session URI (Cloud Storage's own in production, the API's
 * /api/uploads/:uploadId on the file driver); the browser PUTs the bytes there in chunks, then
 * POST …/media/uploads/:uploadId/complete checks what arrived and adds it to the event as the
 * multipart upload does (a picture gets its webp variants).
 */
const resumableUpload: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const parts = new PartFiles(join(fastify.config.DATA_DIR, 'uploads'));

  fastify.route({
    ...staffContractRoute(fastify, adminStartMediaUploadContract),
    handler: async (request, reply) => {
      const locale = requestLocale(request);
      const { id } = request.params;
      const { name, size, contentType } = request.body;
      const { event } = await eventOr404(fastify, request, id);
      if (event.media.length >= MAX_MEDIA)
        throw fastify.httpErrors.conflict(catalogueText('events.errors.tooManyMedia', locale));
      const type = contentType.split(';')[0]!.trim().toLowerCase();
      // The pipeline's checks on what the browser declares; the bytes are checked on completion.
      checkAccepted(fastify, request, 'media', type);
      if (size > SIZE_LIMITS[kindOf(type)])
        throw uploadError(fastify, request, 413, 'MEDIA_TOO_LARGE');

      const { base, extension } = uploadBase(id, name);
      const path = `${base}.${extension}`;
      const { uploadId, sessionUri } = await openUploadSession(request, parts, {
        eventId: id,
        cacheControl: IMMUTABLE,
        path,
        name,
        size,
        contentType: type,
      });
      return reply.code(201).header('location', sessionUri).send({ uploadId, sessionUri });
    },
  });

  fastify.route({
    ...staffContractRoute(fastify, adminCompleteMediaUploadContract),
    handler: async (request, reply) => {
      const locale = requestLocale(request);
      const { id, uploadId } = request.params;
      const session = await readSession(request.docs, uploadId);
      if (!session || session.eventId !== id)
        throw fastify.httpErrors.notFound(errorMessage('UPLOAD_SESSION_NOT_FOUND', locale));
      const { event, timeZone } = await eventOr404(fastify, request, id);
      const meta = await storedUpload(request, session);
      if (!meta)
        throw Object.assign(
          fastify.httpErrors.conflict(errorMessage('UPLOAD_INCOMPLETE', locale)),
          { code: 'UPLOAD_INCOMPLETE' },
        );

      // The rest of the upload pipeline; refused, nothing of it stays. The session is spent either way.
      try {
        if (event.media.length >= MAX_MEDIA) {
          await deleteFiles(request.files, [session.path], (err) =>
            request.log.warn({ err }, 'could not remove a refused upload'),
          );
          throw fastify.httpErrors.conflict(catalogueText('events.errors.tooManyMedia', locale));
        }
        return await finishStoredUpload(fastify, request, {
          accepts: 'media',
          path: session.path,
          metadata: meta,
          name: session.name,
          commit: async ({ url, metadata, name, resized }) => {
            const item: MediaItem = { contentType: metadata.contentType, url, name, resized };
            if (!(await appendMedia(request.docs, id, item, timeZone)))
              throw notFound(fastify, request);
            return reply.code(201).send(item);
          },
        });
      } finally {
        await deleteSession(request.docs, uploadId);
      }
    },
  });

  done();
};

export default resumableUpload;
