import {
  deleteStorageObjectContract,
  changedStoreFields,
  editableMetadataOf,
  getStorageObjectContract,
  isStoragePath,
  listStorageContract,
  patchStorageObjectContract,
  STORAGE_UPLOAD_CACHE_CONTROL,
  uploadStorageFileContract,
} from '@bar/domain/api/storage';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { findStorageUsages } from '../../../repositories/storage-usage.js';
import { receiveUpload } from '../../../lib/media/upload-pipeline.js';
import { objectAnswer, safeTypeHint, storageFileName, storageNotFound } from './storage-files.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/**
 * The file browser (staff): one page of a folder, an object's metadata and where it is used,
 * metadata edits, deletion (refused while in use unless confirmed) and small uploads. Every path
 * is the tenant's own: the scoped blob store puts it under the tenant's folder.
 */
const storageRoutes: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, listStorageContract),
    handler: async (request) => {
      const { prefix, delimiter, pageToken, maxResults } = request.query;
      return request.files.list({
        prefix,
        maxResults,
        ...(delimiter ? { delimiter } : {}),
        ...(pageToken ? { pageToken } : {}),
      });
    },
  });

  fastify.route({
    ...staffContractRoute(fastify, getStorageObjectContract),
    handler: async (request) => {
      const metadata = await request.files.head(request.query.path);
      if (!metadata) throw storageNotFound(fastify, request);
      return objectAnswer(request, metadata);
    },
  });

  fastify.route({
    ...staffContractRoute(fastify, patchStorageObjectContract),
    handler: async (request) => {
      const current = await request.files.head(request.query.path);
      if (!current) throw storageNotFound(fastify, request);
      const readOnly = changedStoreFields(request.body, current);
      if (readOnly.length > 0)
        throw Object.assign(
          fastify.httpErrors.badRequest(errorMessage('VALIDATION_ERROR', requestLocale(request))),
          {
            code: 'VALIDATION_ERROR',
            issues: readOnly.map((path) => ({
              path,
              code: 'read_only',
              message: 'set by the store',
            })),
          },
        );
      const metadata = await request.files.updateMetadata(
        request.query.path,
        editableMetadataOf(request.body),
      );
      if (!metadata) throw storageNotFound(fastify, request);
      request.log.info({ path: request.query.path }, 'storage metadata edited');
      return objectAnswer(request, metadata);
    },
  });

  fastify.route({
    ...staffContractRoute(fastify, deleteStorageObjectContract),
    handler: async (request, reply) => {
      const { path, force } = request.query;
      const metadata = await request.files.head(path);
      if (!metadata) throw storageNotFound(fastify, request);
      if (force !== 'true') {
        const usedBy = await findStorageUsages(request.docs, request.files.publicUrl(path));
        if (usedBy.length > 0)
          throw Object.assign(
            fastify.httpErrors.conflict(errorMessage('FILE_IN_USE', requestLocale(request))),
            { code: 'FILE_IN_USE', issues: usedBy },
          );
      }
      await request.files.delete(path);
      request.log.info({ path }, 'storage object deleted');
      return reply.code(204).send(null);
    },
  });

  const route = staffContractRoute(fastify, uploadStorageFileContract);
  fastify.route({
    ...route,
    schema: { ...route.schema, consumes: ['multipart/form-data'] },
    handler: async (request, reply) =>
      // Any file (the bytes decide its type); a picture's pixel limit; no variants.
      receiveUpload(fastify, request, {
        accepts: 'file',
        cacheControl: STORAGE_UPLOAD_CACHE_CONTROL,
        tooLarge: 'STORAGE_TOO_LARGE',
        path: (filename) => {
          const path = `${request.query.prefix}${storageFileName(filename)}`;
          return isStoragePath(path) ? path : null;
        },
        contentType: safeTypeHint,
        commit: async ({ path, metadata }) => {
          request.log.info({ path, size: metadata.size }, 'storage file uploaded');
          return reply.code(201).send(metadata);
        },
      }),
  });

  done();
};

export default storageRoutes;
