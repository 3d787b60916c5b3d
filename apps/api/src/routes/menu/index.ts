import type { FastifyPluginAsync } from 'fastify';
import getMenu from './get-menu.js';
import getMenuPdf from './get-menu-pdf.js';

/** The public reads of the guest menu (one file per endpoint); registered at the root. */
const menuRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(getMenu, { prefix: '/api/menu' });
  // GET /menu/*.pdf, at the site root where the web's links and the offline page point.
  await fastify.register(getMenuPdf, { prefix: '/menu' });
};

export default menuRoutes;
