import { getGalleryContract } from '@bar/domain/api/gallery';
import { publicGallery } from '@bar/domain/gallery/schema';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { ACCESS } from '../../lib/security/roles.js';
import { listGallery } from '../../repositories/gallery.js';
import { sendCachedJson } from '../../lib/http/send-cached-json.js';

/**
 * GET /api/gallery?locale= — visible pictures in staff's order with that language's texts.
 * Cached per tenant (repositories/public-reads) and sent as serialized when cached.
 */
const getGallery: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, getGalleryContract),
    config: { access: ACCESS.public },
    handler: async (request, reply) => {
      const { locale } = request.query;
      const answer = await fastify.publicReads.json(request.tenant, `gallery:${locale}`, async () =>
        publicGallery(await listGallery(request.docs), locale),
      );
      void reply.header('cache-control', 'public, max-age=30');
      return sendCachedJson(request, reply, answer);
    },
  });
  done();
};

/** /api/gallery: the public gallery read. One file per endpoint. */
const galleryRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(getGallery);
};

export default galleryRoutes;
