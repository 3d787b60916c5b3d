import { createSurveyContract } from '@bar/domain/api/surveys';
import { surveyRecord } from '@bar/domain/surveys/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { ACCESS } from '../../lib/security/roles.js';
import { roleAllowed, STAFF_ROLES } from '@bar/domain/roles';
import { addSurvey } from '../../repositories/surveys.js';

/** A survey is a few hundred bytes; anything near this is not one. */
const SURVEY_BODY_LIMIT = 8 * 1024;

/**
 * POST /api/surveys — stored as `{ success, locale, ts, comment, name, answers }` with the
 * server's time. Anyone may post (a kiosk may run a guest session); a tight rate limit and a
 * small body limit keep it cheap. Only a kiosk signed in with a staff account puts its comment
 * on the home page's rail at once; any other survey is stored `hidden` until staff show it in
 * the reviews tab, so nobody can write on the home page.
 */
const createSurvey: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, createSurveyContract),
    bodyLimit: SURVEY_BODY_LIMIT,
    config: {
      access: ACCESS.public,
      identity: 'optional',
      rateLimit: { max: 20, timeWindow: 60_000 },
    },
    handler: async (request, reply) => {
      const vouched = roleAllowed(request.role, STAFF_ROLES);
      const id = await addSurvey(request.docs, surveyRecord(request.body, Date.now(), vouched));
      return reply.code(201).send({ ok: true as const, id });
    },
  });
  done();
};

export default createSurvey;
