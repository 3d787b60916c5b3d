import { adminUploadMediaContract } from '@bar/domain/api/events';
import { MAX_MEDIA } from '@bar/domain/events/constants';
import type { MediaItem } from '@bar/domain/events/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../../lib/error-messages.js';
import { webpVariants, wantsVariants } from '../../../lib/images.js';
import { requestLocale } from '../../../lib/request-locale.js';
import { appendMedia } from '../../../repositories/events.js';
import { SIZE_LIMITS } from '../../../stores/blobs/upload-inspect.js';
import {
  deleteFiles,
  formFilePart,
  IMMUTABLE,
  requireMultipart,
  teeUpload,
  uploadBase,
  uploadRefusal,
} from './media-files.js';
import { eventOr404, notFound } from './shared.js';
import { catalogueText } from '../../../lib/catalogue.js';
import { staffContractRoute } from '../../../lib/contract-route.js';

/**
 * POST /api/admin/events/:id/media — multipart, field `file`. Stores the original as sent (its
 * type sniffed from the bytes: only images and videos, else 415) and, for raster images, webp
 * variants at the configured widths up to the original's (quality 75); appends the media item
 * to the event and answers it with 201. Any refusal removes what was written: nothing half-done.
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
      const part = await formFilePart(fastify, request);

      const { base, extension } = uploadBase(id, part.filename);
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
        if (!/^(image|video)\//.test(meta.contentType)) {
          throw fastify.httpErrors.unsupportedMediaType(
            errorMessage('MEDIA_TYPE_UNSUPPORTED', locale),
          );
        }
        const resized: MediaItem['resized'] = [];
        if (wantsVariants(meta.contentType)) {
          const bytes = upload.bytes();
          const variants = bytes && (await webpVariants(bytes));
          if (!variants)
            throw fastify.httpErrors.unsupportedMediaType(errorMessage('MEDIA_UNREADABLE', locale));
          for (const variant of variants) {
            const path = `${base}-${variant.width}.webp`;
            written.push(path);
            await request.files.put(path, variant.data, { cacheControl: IMMUTABLE });
            resized.push({ width: variant.width, url: request.files.publicUrl(path) });
          }
        }
        const item: MediaItem = {
          contentType: meta.contentType,
          url: request.files.publicUrl(original),
          name: part.filename.trim().slice(0, 300),
          resized,
        };
        if (!(await appendMedia(request.docs, id, item, timeZone)))
          throw notFound(fastify, request);
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

export default uploadMedia;
