import { getChatConfigContract } from '@bar/domain/api/assistant';
import { AGENT_LANGUAGES, type AgentLanguage } from '@bar/domain/assistant/agent-config';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { ACCESS } from '../../lib/security/roles.js';
import { cachedChatConfig } from '../../repositories/chat-setup.js';

/** `?locale=` (es, en or fr, with or without a region), else the request's language. */
export function chatLocale(locale: string | undefined, fallback: AgentLanguage): AgentLanguage {
  const short = locale?.slice(0, 2).toLowerCase();
  return (AGENT_LANGUAGES as readonly string[]).includes(short ?? '')
    ? (short as AgentLanguage)
    : fallback;
}

/**
 * GET /api/ai-chat/config?locale= — the widget's setup (flag, name, opening message, languages,
 * ask-for-contact flag, shortcuts), cached per tenant like the other public reads.
 */
const getChatConfig: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, getChatConfigContract),
    config: { access: ACCESS.public },
    handler: async (request, reply) => {
      const locale = chatLocale(request.query.locale, requestLocale(request));
      const answer = await cachedChatConfig(
        fastify.publicReads,
        request.tenant,
        request.docs,
        locale,
      );
      return reply
        .header('cache-control', 'no-cache')
        .type('application/json; charset=utf-8')
        .serializer(() => answer.json)
        .send(answer.body);
    },
  });
  done();
};

export default getChatConfig;
