import { getEventContract } from '@bar/domain/api/events';
import { localizeEvent } from '@bar/domain/events/localized';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { errorMessage } from '../../lib/texts/error-messages.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { ACCESS } from '../../lib/security/roles.js';
import { contractRoute } from '../../lib/http/contract-route.js';
import { findPublishedEvent, tenantTimeZone } from '../../repositories/events.js';

/**
 * GET /api/events/:idOrSlug?locale= — one published event (a draft is not found); with `locale`,
 * its texts in that language where it has them.
 */
const getEvent: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, getEventContract),
    config: { access: ACCESS.public },
    handler: async (request, reply) => {
      const event = await findPublishedEvent(
        request.docs,
        request.params.idOrSlug,
        await tenantTimeZone(request.docs),
      );
      if (!event)
        throw fastify.httpErrors.notFound(errorMessage('EVENT_NOT_FOUND', requestLocale(request)));
      void reply.header('cache-control', 'public, max-age=30');
      const { locale } = request.query;
      return locale ? localizeEvent(event, locale) : event;
    },
  });
  done();
};

export default getEvent;
