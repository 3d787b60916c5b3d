import { answerUnansweredContract } from '@bar/domain/api/assistant';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { staffContractRoute } from '../../../lib/http/contract-route.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { answerUnanswered } from '../../../repositories/chat-unanswered.js';
import { invalidContent } from '../branding/merge-patch.js';

/**
 * POST /api/admin/ai-agents/:agentId/unanswered/answer: a FAQ entry in es, en and fr answering
 * a group of unanswered questions, which are then marked answered (404 when one is unknown).
 */
const answerUnansweredRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, answerUnansweredContract),
    handler: async (request) => {
      const { ids, question, answer } = request.body;
      const outcome = await answerUnanswered(
        request.docs,
        ids,
        question,
        answer,
        request.identity?.email ?? null,
      );
      if (outcome.kind === 'unknown')
        throw Object.assign(
          fastify.httpErrors.notFound(errorMessage('UNANSWERED_NOT_FOUND', requestLocale(request))),
          { code: 'UNANSWERED_NOT_FOUND' },
        );
      if (outcome.kind === 'invalid') throw invalidContent(request, outcome.error);
      return { ok: true as const, answered: outcome.answered };
    },
  });
  done();
};

export default answerUnansweredRoute;
