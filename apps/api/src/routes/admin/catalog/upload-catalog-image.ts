import { uploadCatalogImageContract } from '@bar/domain/api/catalog';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import { IMMUTABLE, receiveUpload, safeFileName } from '../../../lib/media/upload-pipeline.js';
import { catalogImagePrefix } from './catalog-files.js';

/** `{timestamp}_{filename}` as the spec names uploads, the name made safe for a path. */
function uploadName(filename: string): string {
  const { stem, extension } = safeFileName(filename);
  return `${Date.now()}_${stem || 'image'}.${extension}`;
}

/**
 * POST /api/admin/ai-agents/:agentId/catalog/:kind/images — multipart, field `file`: pictures
 * only, through the upload pipeline (lib/media/upload-pipeline: 415 IMAGE_ONLY, 413 past the limits,
 * webp variants). Stores the original under the spec's folder and answers the URLs for the form
 * to save with the item. A refused upload leaves no file behind.
 */
const uploadCatalogImage: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const route = contractRoute(fastify, uploadCatalogImageContract);
  fastify.route({
    ...route,
    schema: { ...route.schema, consumes: ['multipart/form-data'] },
    handler: async (request, reply) => {
      const { agentId, kind } = request.params;
      return receiveUpload(fastify, request, {
        accepts: 'image',
        cacheControl: IMMUTABLE,
        path: (filename) => `${catalogImagePrefix(agentId, kind)}${uploadName(filename)}`,
        commit: async ({ url, resized }) =>
          reply.code(201).send({ photoUrl: url, photoResized: resized }),
      });
    },
  });
  done();
};

export default uploadCatalogImage;
