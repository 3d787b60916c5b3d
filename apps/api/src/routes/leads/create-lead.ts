import { createChatLeadContract } from '@bar/domain/api/assistant';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../lib/security/roles.js';
import { contractRoute } from '../../lib/http/contract-route.js';
import { errorMessage } from '../../lib/texts/error-messages.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { readMailBrand } from '../../mail/brand.js';
import { staffLeadMail } from '../../mail/lead-mails.js';
import { addLead } from '../../repositories/chat-leads.js';
import { cachedChatConfig } from '../../repositories/chat-setup.js';

/**
 * POST /api/leads: the chat's lead form (name, e-mail, consent; all three required) stored in
 * ai_contacts with a random 16-hex id and the server's timestamp. No account needed. 404
 * CHAT_DISABLED while the assistant is switched off, as the chat itself. The staff (branding
 * contact e-mail and STAFF_NOTIFY_EMAILS) get a mail through the outbox, as for a reservation.
 */
const createLead: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, createChatLeadContract),
    config: { access: ACCESS.public, rateLimit: { max: 5, timeWindow: 60_000 } },
    bodyLimit: 4096,
    handler: async (request, reply) => {
      const locale = requestLocale(request);
      const { body: setup } = await cachedChatConfig(
        fastify.publicReads,
        request.tenant,
        request.docs,
        locale,
      );
      if (!setup.enabled) {
        throw Object.assign(fastify.httpErrors.notFound(errorMessage('CHAT_DISABLED', locale)), {
          code: 'CHAT_DISABLED',
        });
      }
      const id = await addLead(request.docs, request.body);
      // The staff hear of it as of a reservation (the outbox keeps and retries the mail).
      try {
        const brand = await readMailBrand(request.docs, 'es');
        const staff = new Set(
          [brand.staffEmail, ...fastify.config.STAFF_NOTIFY_EMAILS].filter(Boolean),
        );
        for (const to of staff)
          await fastify.mailer.send(request.docs, staffLeadMail(request.body, to, brand));
      } catch (err) {
        request.log.error({ err, leadId: id }, 'chat contact mail not queued');
      }
      return reply.code(201).send({ ok: true as const, id });
    },
  });
  done();
};

export default createLead;
