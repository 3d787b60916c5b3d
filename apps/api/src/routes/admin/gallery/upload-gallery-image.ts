import { randomBytes } from 'node:crypto';
import { adminUploadGalleryContract } from '@bar/domain/api/gallery';
import { GALLERY_MAX_ITEMS } from '@bar/domain/gallery/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import {
  IMMUTABLE,
  receiveUpload,
  requireMultipart,
  safeFileName,
} from '../../../lib/media/upload-pipeline.js';
import {
  addGalleryItem,
  GALLERY_FILES_PREFIX,
  listGallery,
} from '../../../repositories/gallery.js';
import { galleryFull } from './shared.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';
import { recordGalleryVersion } from './gallery-versions.js';

const EMPTY = { es: '', en: '', fr: '' };

/**
 * POST /api/admin/gallery/images — multipart, field `file`, through the upload pipeline as
 * event and catalogue pictures (lib/media/upload-pipeline: pictures only, 415 IMAGE_ONLY; 413 past
 * the limits; webp variants), then the picture added last to the gallery. Any refusal removes
 * what was written.
 */
const uploadGalleryImage: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const route = staffContractRoute(fastify, adminUploadGalleryContract);
  fastify.route({
    ...route,
    schema: { ...route.schema, consumes: ['multipart/form-data'] },
    handler: async (request, reply) => {
      requireMultipart(fastify, request);
      if ((await listGallery(request.docs)).length >= GALLERY_MAX_ITEMS)
        throw galleryFull(fastify, request);
      return receiveUpload(fastify, request, {
        accepts: 'image',
        cacheControl: IMMUTABLE,
        path: (filename) => {
          const { stem, extension } = safeFileName(filename);
          const stamp = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
          return `${GALLERY_FILES_PREFIX}${stamp}-${stem || 'picture'}.${extension}`;
        },
        commit: async ({ url, resized }) => {
          const item = await addGalleryItem(request.docs, {
            source: 'upload',
            url,
            resized,
            alt: EMPTY,
            caption: EMPTY,
          });
          if (item === 'full') throw galleryFull(fastify, request);
          await recordGalleryVersion(request, item);
          return reply.code(201).send(item);
        },
      });
    },
  });
  done();
};

export default uploadGalleryImage;
