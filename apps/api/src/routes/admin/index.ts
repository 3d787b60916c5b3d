import type { FastifyPluginAsync } from 'fastify';
import { ACCESS } from '../../lib/security/roles.js';
import { accessForScope } from '../../plugins/app/auth/route-access.js';
import adminAssistantRoutes from './assistant/index.js';
import adminBrandingRoutes from './branding/index.js';
import adminCatalogRoutes from './catalog/index.js';
import catalogVersionRoutes from './catalog/catalog-versions.js';
import adminCloudRoutes from './cloud/index.js';
import adminEnvRoutes from './env/index.js';
import adminEventsRoutes from './events/index.js';
import adminGalleryRoutes from './gallery/index.js';
import adminTranslationsRoutes from './translations/index.js';
import adminAccessRoutes from './access/index.js';
import adminMetadataRoutes from './metadata/index.js';
import adminOrdersRoutes from './orders/index.js';
import adminOutboxRoutes from './outbox/index.js';
import adminReservationsRoutes from './reservations/index.js';
import adminReviewsRoutes from './reviews/index.js';
import adminSettingsRoutes from './settings/index.js';
import adminStorageRoutes from './storage/index.js';
import adminStylesRoutes from './styles/index.js';
import adminSubscribersRoutes from './subscribers/index.js';
import adminTodayRoutes from './today/index.js';

/**
 * The back office's API under /api/admin, with its two rules said once for every route in it:
 * only staff may call it (a route or an area that admits fewer says so: branding, env and
 * members are the superadmins'), and no answer is ever cached (`no-store`, on errors too).
 */
const adminRoutes: FastifyPluginAsync = async (fastify) => {
  accessForScope(fastify, ACCESS.staff);
  fastify.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  await fastify.register(adminAssistantRoutes, { prefix: '/ai-agents' });
  await fastify.register(adminCatalogRoutes, { prefix: '/ai-agents' });
  await fastify.register(catalogVersionRoutes, { prefix: '/catalog' });
  await fastify.register(adminBrandingRoutes, { prefix: '/branding' });
  await fastify.register(adminCloudRoutes);
  await fastify.register(adminEnvRoutes, { prefix: '/env' });
  await fastify.register(adminEventsRoutes, { prefix: '/events' });
  await fastify.register(adminGalleryRoutes, { prefix: '/gallery' });
  await fastify.register(adminTranslationsRoutes, { prefix: '/i18n' });
  await fastify.register(adminAccessRoutes, { prefix: '/members' });
  await fastify.register(adminMetadataRoutes, { prefix: '/meta' });
  await fastify.register(adminOrdersRoutes);
  await fastify.register(adminOutboxRoutes, { prefix: '/outbox' });
  await fastify.register(adminReservationsRoutes, { prefix: '/reservations' });
  await fastify.register(adminReviewsRoutes, { prefix: '/reviews' });
  await fastify.register(adminSettingsRoutes, { prefix: '/settings' });
  await fastify.register(adminStorageRoutes);
  await fastify.register(adminStylesRoutes, { prefix: '/styles' });
  await fastify.register(adminSubscribersRoutes, { prefix: '/subscribers' });
  await fastify.register(adminTodayRoutes, { prefix: '/today' });
};

export default adminRoutes;
