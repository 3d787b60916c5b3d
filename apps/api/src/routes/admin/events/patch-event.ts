import { adminPatchEventContract } from '@bar/domain/api/events';
import { EventInputSchema, EventPatchSchema } from '@bar/domain/events/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { replaceEvent } from '../../../repositories/events.js';
import { eventValidationError } from '../../events/event-errors.js';
import { recordEventVersion } from './event-versions.js';
import { deleteFiles, mediaPaths, ownPath } from './media-files.js';
import { eventOr404, notFound, slugTaken } from './shared.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/**
 * PATCH /api/admin/events/:id — changes some fields; the whole merged event is validated again
 * (so an end date cannot slip before a changed start date). Media the patch drops (reordering
 * and removal happen here too) have their files deleted after the save.
 */
const patchEvent: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, adminPatchEventContract),
    attachValidation: true,
    handler: async (request) => {
      const locale = requestLocale(request);
      const { id } = request.params;
      const patch = EventPatchSchema.safeParse(request.body ?? {});
      if (!patch.success) throw eventValidationError(fastify, patch.error, locale);
      const { event: current } = await eventOr404(fastify, request, id);
      const { id: _id, createdAt, updatedAt: _updatedAt, ...fields } = current;
      const merged = EventInputSchema.safeParse({ ...fields, ...patch.data });
      if (!merged.success) throw eventValidationError(fastify, merged.error, locale);
      const result = await replaceEvent(request.docs, id, merged.data, createdAt);
      if (!result.ok)
        throw result.reason === 'slug-taken'
          ? slugTaken(fastify, request)
          : notFound(fastify, request);
      await recordEventVersion(request, result.event, current);

      const kept = new Set([
        ...result.event.media.flatMap((item) => mediaPaths(item, id)),
        ownPath(result.event.coverUrl, id),
      ]);
      const dropped = current.media
        .flatMap((item) => mediaPaths(item, id))
        .filter((path) => !kept.has(path));
      await deleteFiles(request.files, dropped, (err) =>
        request.log.warn({ err }, 'could not delete a dropped media file'),
      );
      return result.event;
    },
  });
  done();
};

export default patchEvent;
