import { join } from 'node:path';
import {
  adminCompleteMediaUploadContract,
  adminStartMediaUploadContract,
} from '@bar/domain/api/events';
import { MAX_MEDIA } from '@bar/domain/events/constants';
import type { MediaItem } from '@bar/domain/events/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../../lib/error-messages.js';
import { webpVariants, wantsVariants } from '../../../lib/images.js';
import { requestLocale } from '../../../lib/request-locale.js';
import {
  deleteSession,
  openUploadSession,
  PartFiles,
  readSession,
  storedUpload,
} from '../../../lib/resumable/upload-sessions.js';
import { appendMedia } from '../../../repositories/events.js';
import { kindOf, SIZE_LIMITS, sniffContentType } from '../../../stores/blobs/upload-inspect.js';
import { deleteFiles, IMMUTABLE, uploadBase, uploadRefusal } from './media-files.js';
import { eventOr404, notFound } from './shared.js';
import { catalogueText } from '../../../lib/catalogue.js';
import { staffContractRoute } from '../../../lib/contract-route.js';

const MEDIA_TYPE = /^(image|video)\//;
const SNIFF_BYTES = 4100;

async function readAll(body: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks);
}

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
      if (!MEDIA_TYPE.test(type))
        throw fastify.httpErrors.unsupportedMediaType(
          errorMessage('MEDIA_TYPE_UNSUPPORTED', locale),
        );
      if (size > SIZE_LIMITS[kindOf(type)])
        throw fastify.httpErrors.payloadTooLarge(errorMessage('MEDIA_TOO_LARGE', locale));

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

      const written = [session.path];
      try {
        if (event.media.length >= MAX_MEDIA)
          throw fastify.httpErrors.conflict(catalogueText('events.errors.tooManyMedia', locale));
        // Cloud Storage keeps the type the browser claimed: the bytes decide here.
        const head = await request.files.get(session.path, { start: 0, end: SNIFF_BYTES - 1 });
        const contentType = head
          ? await sniffContentType(await readAll(head.body), meta.contentType)
          : meta.contentType;
        if (!MEDIA_TYPE.test(contentType))
          throw fastify.httpErrors.unsupportedMediaType(
            errorMessage('MEDIA_TYPE_UNSUPPORTED', locale),
          );
        if (meta.size > SIZE_LIMITS[kindOf(contentType)])
          throw fastify.httpErrors.payloadTooLarge(errorMessage('MEDIA_TOO_LARGE', locale));

        const resized: MediaItem['resized'] = [];
        if (wantsVariants(contentType)) {
          const whole = await request.files.get(session.path);
          const variants = whole && (await webpVariants(await readAll(whole.body)));
          if (!variants)
            throw fastify.httpErrors.unsupportedMediaType(errorMessage('MEDIA_UNREADABLE', locale));
          const base = session.path.replace(/\.[^./]+$/, '');
          for (const variant of variants) {
            const path = `${base}-${variant.width}.webp`;
            written.push(path);
            await request.files.put(path, variant.data, { cacheControl: IMMUTABLE });
            resized.push({ width: variant.width, url: request.files.publicUrl(path) });
          }
        }
        const item: MediaItem = {
          contentType,
          url: request.files.publicUrl(session.path),
          name: session.name,
          resized,
        };
        if (!(await appendMedia(request.docs, id, item, timeZone)))
          throw notFound(fastify, request);
        await deleteSession(request.docs, uploadId);
        return await reply.code(201).send(item);
      } catch (err) {
        // Refused: nothing of it stays (the session is spent too).
        await deleteFiles(request.files, written, (cleanupErr) =>
          request.log.warn({ err: cleanupErr }, 'could not remove a refused upload'),
        );
        await deleteSession(request.docs, uploadId);
        throw uploadRefusal(fastify, request, err);
      }
    },
  });

  done();
};

export default resumableUpload;
