import { randomBytes } from 'node:crypto';
import { adminUploadGalleryContract } from '@bar/domain/api/gallery';
import { GALLERY_MAX_ITEMS } from '@bar/domain/gallery/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../../lib/error-messages.js';
import { webpVariants, wantsVariants } from '../../../lib/images.js';
import { requestLocale } from '../../../lib/request-locale.js';
import {
  addGalleryItem,
  GALLERY_FILES_PREFIX,
  listGallery,
} from '../../../repositories/gallery.js';
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
import { galleryFull } from './shared.js';
import { staffContractRoute } from '../../../lib/contract-route.js';

const EMPTY = { es: '', en: '', fr: '' };

/**
 * POST /api/admin/gallery/images — multipart, field `file`. The same pipeline as event and
 * catalogue pictures: the original kept as sent (images only, the type sniffed from the bytes,
 * else 415; the image size limit, else 413), its webp variants at the configured widths, then
 * the picture added last to the gallery. Any refusal removes what was written.
 */
const uploadGalleryImage: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  const route = staffContractRoute(fastify, adminUploadGalleryContract);
  fastify.route({
    ...route,
    schema: { ...route.schema, consumes: ['multipart/form-data'] },
    handler: async (request, reply) => {
      const locale = requestLocale(request);
      requireMultipart(fastify, request);
      if ((await listGallery(request.docs)).length >= GALLERY_MAX_ITEMS)
        throw galleryFull(fastify, request);
      const part = await formFilePart(fastify, request);
      const { stem, extension } = safeFileName(part.filename);
      const stamp = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
      const base = `${GALLERY_FILES_PREFIX}${stamp}-${stem || 'picture'}`;
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
        const resized = [];
        for (const variant of variants) {
          const path = `${base}-${variant.width}.webp`;
          written.push(path);
          await request.files.put(path, variant.data, { cacheControl: IMMUTABLE });
          resized.push({ width: variant.width, url: request.files.publicUrl(path) });
        }
        const item = await addGalleryItem(request.docs, {
          source: 'upload',
          url: request.files.publicUrl(original),
          resized,
          alt: EMPTY,
          caption: EMPTY,
        });
        if (item === 'full') throw galleryFull(fastify, request);
        return await reply.code(201).send(item);
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

export default uploadGalleryImage;
