import type { FastifyPluginAsync } from 'fastify';
import createLead from './create-lead.js';

/** /api/leads: contacts left in the chat. */
const leadsRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(createLead);
};

export default leadsRoutes;
