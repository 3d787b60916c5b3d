import { createSurveyContract } from '@bar/domain/api/surveys';
import { surveyRecord } from '@bar/domain/surveys/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/contract-route.js';
import { ACCESS } from '../../lib/roles.js';
import { addSurvey } from '../../repositories/surveys.js';

/** A survey is a few hundred bytes; anything near this is not one. */
const SURVEY_BODY_LIMIT = 8 * 1024;

/**
 * POST /api/surveys — stored as `{ success, locale, ts, comment, name, answers }` with the
 * server's time. Anyone may post (the kiosk has no account); a tight rate limit and a small body
 * limit keep it cheap.
 */
const createSurvey: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, createSurveyContract),
    bodyLimit: SURVEY_BODY_LIMIT,
    config: { access: ACCESS.public, rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const id = await addSurvey(request.docs, surveyRecord(request.body, Date.now()));
      return reply.code(201).send({ ok: true as const, id });
    },
  });
  done();
};

export default createSurvey;
