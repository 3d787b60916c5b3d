import { uploadCatalogImageContract } from '@bar/domain/api/catalog';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/contract-route.js';
import { errorMessage } from '../../../lib/error-messages.js';
import { webpVariants, wantsVariants } from '../../../lib/images.js';
import { requestLocale } from '../../../lib/request-locale.js';
import { SIZE_LIMITS } from '../../../stores/blobs/upload-inspect.js';
import {
  deleteFiles,
  formFilePart,
  IMMUTABLE,
  requireMultipart,
  safeFileName,
  teeUpload,
  uploadRefusal,
} from '../events/media-files.js';
import { catalogImagePrefix } from './catalog-files.js';

/** `{timestamp}_{filename}` as the spec names uploads, the name made safe for a path. */
function uploadName(filename: string): { stem: string; extension: string } {
  const { stem, extension } = safeFileName(filename);
  return { stem: `${Date.now()}_${stem || 'image'}`, extension };
}

/**
 * POST /api/admin/ai-agents/:agentId/catalog/:kind/images — multipart, field `file`: images only
 * (the type sniffed from the bytes, else 415). Stores the original under the
 * spec's folder and its webp variants (the same sharp pipeline as event media), and answers the
 * URLs for the form to save with the item. A refused upload leaves no file behind.
 */
const uploadCatalogImage: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const route = contractRoute(fastify, uploadCatalogImageContract);
  fastify.route({
    ...route,
    schema: { ...route.schema, consumes: ['multipart/form-data'] },
    handler: async (request, reply) => {
      const locale = requestLocale(request);
      const { agentId, kind } = request.params;
      requireMultipart(fastify, request);
      const part = await formFilePart(fastify, request);
      const { stem, extension } = uploadName(part.filename);
      const base = `${catalogImagePrefix(agentId, kind)}${stem}`;
      const written: string[] = [];
      try {
        const upload = teeUpload(part.body, SIZE_LIMITS.image);
        const original = `${base}.${extension}`;
        written.push(original);
        const meta = await request.files.put(original, upload.chunks, {
          contentType: part.mimetype,
          cacheControl: IMMUTABLE,
        });
        if (part.file.truncated) throw fastify.httpErrors.payloadTooLarge();
        if (!wantsVariants(meta.contentType))
          throw fastify.httpErrors.unsupportedMediaType(errorMessage('CATALOG_IMAGE_ONLY', locale));
        const bytes = upload.bytes();
        const variants = bytes && (await webpVariants(bytes));
        if (!variants)
          throw fastify.httpErrors.unsupportedMediaType(errorMessage('MEDIA_UNREADABLE', locale));
        const photoResized = [];
        for (const variant of variants) {
          const path = `${base}-${variant.width}.webp`;
          written.push(path);
          await request.files.put(path, variant.data, { cacheControl: IMMUTABLE });
          photoResized.push({ width: variant.width, url: request.files.publicUrl(path) });
        }
        return await reply
          .code(201)
          .send({ photoUrl: request.files.publicUrl(original), photoResized });
      } catch (err) {
        await deleteFiles(request.files, written, (cleanupErr) =>
          request.log.warn({ err: cleanupErr }, 'could not remove a refused upload'),
        );
        throw uploadRefusal(fastify, request, err);
      }
    },
  });
  done();
};

export default uploadCatalogImage;
