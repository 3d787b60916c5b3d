import { EventSchema } from '@bar/domain/events/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorMessage } from '../../lib/error-messages.js';
import { requestLocale } from '../../lib/request-locale.js';
import { ACCESS } from '../../lib/roles.js';
import { ErrorBodySchema } from '../../plugins/app/auth/openapi.js';
import { findPublishedEvent, tenantTimeZone } from '../../repositories/events.js';

export const IdOrSlugParamsSchema = z.object({ idOrSlug: z.string().min(1).max(128) });

/** GET /api/events/:idOrSlug — one published event; a draft is not found. */
const getEvent: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/:idOrSlug',
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['events'],
        summary: 'A published event by id or slug',
        params: IdOrSlugParamsSchema,
        response: { 200: EventSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const event = await findPublishedEvent(
        request.docs,
        request.params.idOrSlug,
        await tenantTimeZone(request.docs),
      );
      if (!event)
        throw fastify.httpErrors.notFound(errorMessage('EVENT_NOT_FOUND', requestLocale(request)));
      void reply.header('cache-control', 'public, max-age=30');
      return event;
    },
  );
  done();
};

export default getEvent;
