import { SurveyInputSchema, surveyRecord } from '@bar/domain/surveys/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../lib/roles.js';
import { ErrorBodySchema } from '../../plugins/app/auth/openapi.js';
import { addSurvey } from '../../repositories/surveys.js';

/** A survey is a few hundred bytes; anything near this is not one. */
const SURVEY_BODY_LIMIT = 8 * 1024;

/**
 * POST /api/surveys — the kiosk's answers (visitor-site §3): six ratings, two yes/no, how the
 * guest heard of the place, an optional name and comment (≤ 600). Stored as
 * `{ success, locale, ts, comment, name, answers }` with the server's time. Anyone may post
 * (the kiosk has no account); a tight rate limit and a small body limit keep it cheap.
 */
const createSurvey: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.post(
    '/',
    {
      bodyLimit: SURVEY_BODY_LIMIT,
      config: { access: ACCESS.public, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags: ['surveys'],
        summary: 'Answer the kiosk survey',
        body: SurveyInputSchema,
        response: {
          201: z.object({ ok: z.literal(true), id: z.string() }),
          400: ErrorBodySchema,
          413: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const id = await addSurvey(request.docs, surveyRecord(request.body, Date.now()));
      return reply.code(201).send({ ok: true as const, id });
    },
  );
  done();
};

export default createSurvey;
