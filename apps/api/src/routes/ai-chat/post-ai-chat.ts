import { guessLanguage } from '@bar/domain/assistant/language';
import { UNKNOWN_TOPIC } from '@bar/domain/assistant/topics';
import { askAssistantContract } from '@bar/domain/api/assistant';
import { CHAT_MESSAGE_MAX } from '@bar/domain/assistant/wire';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { errorMessage } from '../../lib/texts/error-messages.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { ACCESS } from '../../lib/security/roles.js';
import { cachedChatConfig } from '../../repositories/chat-setup.js';
import { recordUnanswered } from '../../repositories/chat-unanswered.js';
import { bookReservation } from '../../plugins/app/reservations/book-reservation.js';

/**
 * POST /api/ai-chat: one guest question, answered from the tenant's live data
 * in the guest's language (the body's `locale` or `x-locale`, switched by the question's own
 * words). The answer carries `reply` and `message` (the same text), `topic`, the language
 * answered in and the model's `usage` (zeros offline). A booking is made in the conversation:
 * the answer carries the draft (`booking`), the widget sends it back, and the guest's yes books
 * it through the reservation form's own path. Only in the agent's languages: a question
 * in another one is answered in the page's language (or the agent's first). With the assistant
 * switched off (settings.faculties.agentAI false) it answers 404 CHAT_DISABLED, translated: for
 * a guest the assistant does not exist on this site (no credential would change that, so not 403).
 */
const postAiChat: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, askAssistantContract),
    config: {
      access: ACCESS.public,
      rateLimit: { max: fastify.config.CHAT_RATE_LIMIT_MAX, timeWindow: 60_000 },
    },
    bodyLimit: 16_384,
    handler: async (request, reply) => {
      const body = request.body;
      const base =
        body.locale && /^(es|en|fr)/i.test(body.locale)
          ? requestLocale({ headers: { 'x-locale': body.locale }, query: {} })
          : requestLocale(request);
      const question = (body.userMessage ?? body.message ?? '').trim();
      if (!question)
        throw fastify.httpErrors.badRequest(errorMessage('CHAT_MESSAGE_REQUIRED', base));
      if (question.length > CHAT_MESSAGE_MAX) {
        throw Object.assign(
          fastify.httpErrors.badRequest(errorMessage('CHAT_MESSAGE_TOO_LONG', base)),
          { code: 'CHAT_MESSAGE_TOO_LONG' },
        );
      }
      const { body: setup } = await cachedChatConfig(
        fastify.publicReads,
        request.tenant,
        request.docs,
        base,
      );
      if (!setup.enabled) {
        throw Object.assign(fastify.httpErrors.notFound(errorMessage('CHAT_DISABLED', base)), {
          code: 'CHAT_DISABLED',
        });
      }
      const guessed = guessLanguage(question, base);
      const lang = setup.languages.includes(guessed)
        ? guessed
        : setup.languages.includes(base)
          ? base
          : (setup.languages[0] ?? base);
      const result = await fastify.assistant.answer({
        docs: request.docs,
        question,
        lang,
        topicHint: body.indiceAI,
        ...(body.booking && { booking: body.booking }),
        // A booking is made as the reservation form makes it (its checks, mails, idempotency).
        book: (input, key) => bookReservation(fastify, request, input, lang, key),
      });
      // Nothing answered it: the back office lists it for staff to answer with a FAQ entry.
      if (result.topic === null) {
        await recordUnanswered(request.docs, question, lang).catch((err: unknown) =>
          request.log.warn({ err }, 'unanswered question not recorded'),
        );
      }
      void reply.header('cache-control', 'no-store');
      return {
        ok: true,
        reply: result.reply,
        message: result.reply,
        topic: result.topic ?? UNKNOWN_TOPIC,
        locale: lang,
        source: result.source,
        offerLead: result.offerLead,
        usage: result.usage,
        ...(result.booking !== undefined && { booking: result.booking }),
        ...(result.reservationId && { reservationId: result.reservationId }),
      };
    },
  });
  done();
};

export default postAiChat;
