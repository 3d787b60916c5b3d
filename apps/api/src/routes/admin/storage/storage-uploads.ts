import { join } from 'node:path';
import {
  completeStorageUploadContract,
  isStoragePath,
  startStorageUploadContract,
  STORAGE_UPLOAD_CACHE_CONTROL,
} from '@bar/domain/api/storage';
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
import { kindOf, SIZE_LIMITS } from '../../../stores/blobs/upload-inspect.js';
import { finishStoredUpload, uploadError } from '../../../lib/media/upload-pipeline.js';
import { safeTypeHint, storageFileName } from './storage-files.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/**
 * Big files of the file browser go through the same resumable protocol as a post's videos (see
 * routes/uploads and admin/events/resumable-upload): POST /uploads opens a session into a folder,
 * the browser PUTs the chunks to its URI, POST /uploads/:uploadId/complete answers the stored
 * object. Cloud Storage holds the session in production; the API does on the file driver.
 */
const storageUploads: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const parts = new PartFiles(join(fastify.config.DATA_DIR, 'uploads'));

  fastify.route({
    ...staffContractRoute(fastify, startStorageUploadContract),
    handler: async (request, reply) => {
      const locale = requestLocale(request);
      const { name, size, contentType, prefix } = request.body;
      const type = safeTypeHint(contentType) ?? 'application/octet-stream';
      if (size > SIZE_LIMITS[kindOf(type)])
        throw uploadError(fastify, request, 413, 'STORAGE_TOO_LARGE');
      const path = `${prefix}${storageFileName(name)}`;
      if (!isStoragePath(path))
        throw fastify.httpErrors.badRequest(errorMessage('VALIDATION_ERROR', locale));

      const { uploadId, sessionUri } = await openUploadSession(request, parts, {
        eventId: '',
        purpose: 'storage',
        cacheControl: STORAGE_UPLOAD_CACHE_CONTROL,
        path,
        name,
        size,
        contentType: type,
      });
      return reply.code(201).header('location', sessionUri).send({ uploadId, sessionUri });
    },
  });

  fastify.route({
    ...staffContractRoute(fastify, completeStorageUploadContract),
    handler: async (request, reply) => {
      const locale = requestLocale(request);
      const session = await readSession(request.docs, request.params.uploadId);
      if (!session || session.purpose !== 'storage')
        throw fastify.httpErrors.notFound(errorMessage('UPLOAD_SESSION_NOT_FOUND', locale));
      const meta = await storedUpload(request, session);
      if (!meta)
        throw Object.assign(
          fastify.httpErrors.conflict(errorMessage('UPLOAD_INCOMPLETE', locale)),
          {
            code: 'UPLOAD_INCOMPLETE',
          },
        );
      // The rest of the upload pipeline (any file; a picture's pixel limit); the session is spent either way.
      try {
        return await finishStoredUpload(fastify, request, {
          accepts: 'file',
          tooLarge: 'STORAGE_TOO_LARGE',
          path: session.path,
          metadata: meta,
          name: session.name,
          commit: async () => {
            request.log.info({ path: session.path, size: meta.size }, 'storage file uploaded');
            return reply.code(201).send(meta);
          },
        });
      } finally {
        await deleteSession(request.docs, request.params.uploadId);
      }
    },
  });

  done();
};

export default storageUploads;
