import type { Event, MediaItem } from '@bar/domain/events/schema';
import { EventIdSchema, EventInputSchema } from '@bar/domain/events/schema';
import type { JsonObject } from '@bar/domain/merge';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { replaceEvent } from '../../../repositories/events.js';
import { recordSaveVersion } from '../versions/record-save.js';
import type { BlobStore } from '../../../stores/blobs/blob-store.js';
import { eventValidationError } from '../../events/event-errors.js';
import versionRoutes from '../versions/index.js';
import { mediaPaths, ownPath } from './media-files.js';
import { eventOr404, notFound, slugTaken } from './shared.js';

/** What a version of a post keeps: its fields, without the id and the server's timestamps. */
export function eventVersionData(event: Event): JsonObject {
  const { id: _id, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = event;
  return fields;
}

/**
 * Records the post as a save left it (after create and patch, which passes the post it replaced;
 * a failure never undoes the save).
 */
export const recordEventVersion = (
  request: FastifyRequest,
  event: Event,
  before?: Event,
): Promise<void> =>
  recordSaveVersion(
    request,
    {
      area: 'events',
      doc: event.id,
      data: eventVersionData(event),
      ...(before ? { before: eventVersionData(before) } : {}),
    },
    'post',
  );

/** The media of an older version whose own files are still stored (a later save may have dropped some). */
async function storedMedia(files: BlobStore, media: MediaItem[], eventId: string) {
  const kept: MediaItem[] = [];
  for (const item of media) {
    const paths = mediaPaths(item, eventId);
    const present = await Promise.all(paths.map(async (path) => (await files.head(path)) !== null));
    if (present.every(Boolean)) kept.push(item);
  }
  return kept;
}

/**
 * A post's version history under /api/admin/events/versions?doc=<event id>. A restore writes the
 * version's fields back, validated again as a save is; its pictures whose files a later save
 * removed are left out (and a cover among them falls back to the first picture kept). Files the
 * restore drops are not deleted, so restoring the newer version brings them back.
 */
export function eventVersionRoutes(fastify: FastifyInstance): FastifyPluginAsync {
  return async (scope) => {
    await scope.register(versionRoutes, {
      prefix: '/versions',
      area: 'events',
      // Any post id the routes take: the store's, and the demo data's named ones (`noche-de-tequila`).
      isDoc: (doc) => EventIdSchema.safeParse(doc).success,
      restore: async (docs, doc, data, request) => {
        const locale = requestLocale(request);
        const { event: current } = await eventOr404(fastify, request, doc);
        const parsed = EventInputSchema.safeParse(data);
        if (!parsed.success) throw eventValidationError(fastify, parsed.error, locale);
        const media = await storedMedia(request.files, parsed.data.media, doc);
        const coverPath = ownPath(parsed.data.coverUrl, doc);
        const coverKept =
          !coverPath || media.some((item) => mediaPaths(item, doc).includes(coverPath));
        const firstImage = media.find((item) => item.contentType.startsWith('image/'));
        const coverUrl = coverKept ? parsed.data.coverUrl : (firstImage?.url ?? '');
        const result = await replaceEvent(
          docs,
          doc,
          { ...parsed.data, media, coverUrl },
          current.createdAt,
        );
        if (!result.ok)
          throw result.reason === 'slug-taken'
            ? slugTaken(fastify, request)
            : notFound(fastify, request);
        return eventVersionData(result.event);
      },
    });
  };
}
