import { requestUnsubscribeLinkContract } from '@bar/domain/api/subscribers';
import { isEmailAddress } from '@bar/domain/email';
import { normalizeLocale } from '@bar/domain/locale';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { catalogueText } from '../../lib/texts/catalogue.js';
import { contractRoute } from '../../lib/http/contract-route.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { ACCESS } from '../../lib/security/roles.js';
import { readMailBrand } from '../../mail/brand.js';
import { unsubscribeLinkMail } from '../../mail/subscription-mails.js';
import { claimSubscriberMail, findSubscriber } from '../../repositories/subscribers.js';
import { subscriberLinks } from './links.js';

/**
 * POST /api/subscriptions/unsubscribe-link { email } — the unsubscribe page's form for a guest
 * without the mail's link: an address on the list (pending or confirmed) gets a mail with its
 * signed unsubscribe link, at most once an hour. Every valid request answers
 * the same, so it never tells whether the address is on the list.
 */
const requestUnsubscribeLink: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, requestUnsubscribeLinkContract),
    config: { access: ACCESS.public, rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const input = request.body;
      const locale = input.locale ? normalizeLocale(input.locale) : requestLocale(request);
      const answer = {
        ok: true as const,
        message: catalogueText('subscriptions.linkSent', locale),
      };
      if (input.website) return reply.code(202).send(answer);
      const email = input.email?.trim() ?? '';
      if (!isEmailAddress(email)) {
        const message = catalogueText('subscriptions.errors.emailInvalid', locale);
        throw Object.assign(fastify.httpErrors.badRequest(message), {
          code: 'VALIDATION_ERROR',
          issues: [{ path: 'email', id: 'subscriptions.errors.emailInvalid', message }],
        });
      }
      const subscriber = await findSubscriber(request.docs, email);
      if (
        subscriber &&
        subscriber.state !== 'unsubscribed' &&
        (await claimSubscriberMail(request.docs, subscriber.id, 'leave'))
      ) {
        try {
          const brand = await readMailBrand(request.docs, locale);
          const links = subscriberLinks(fastify, request, { id: subscriber.id, locale });
          await fastify.mailer.send(
            request.docs,
            unsubscribeLinkMail({ ...subscriber, locale }, brand, links),
          );
        } catch (err) {
          request.log.error({ err }, 'unsubscribe link mail not queued');
        }
      }
      return reply.code(202).send(answer);
    },
  });
  done();
};

export default requestUnsubscribeLink;
