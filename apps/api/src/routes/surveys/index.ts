import type { FastifyPluginAsync } from 'fastify';
import createSurvey from './create-survey.js';

/** /api/surveys: the kiosk survey's answers. One file per endpoint. */
const surveysRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(createSurvey);
};

export default surveysRoutes;
