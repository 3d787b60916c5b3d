import { subscribeContract } from '@bar/domain/api/subscribers';
import { normalizeLocale } from '@bar/domain/locale';
import { phoneDigits } from '@bar/domain/phone';
import { checkSubscription } from '@bar/domain/subscriptions/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { ACCESS } from '../../lib/security/roles.js';
import { readMailBrand } from '../../mail/brand.js';
import { confirmSubscriptionMail } from '../../mail/subscription-mails.js';
import { claimSubscriberMail, hashSource, recordSignup } from '../../repositories/subscribers.js';
import { subscriberLinks } from './links.js';
import { catalogueText } from '../../lib/texts/catalogue.js';

/**
 * POST /api/subscriptions — the landing pages' signup. Double opt-in: the address gets a mail
 * with a confirmation link and counts only once confirmed. The consent shown is stored with
 * when, the page, the language and a hash of the request's address (CASL). Every valid signup
 * gets the same answer, so it never tells whether the address was already on the list; signing
 * up an address already on it changes nothing stored (recordSignup) and mails it its
 * confirmation link at most once an hour.
 */
const createSubscription: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, subscribeContract),
    config: { access: ACCESS.public, rateLimit: { max: 10, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const input = request.body;
      const locale = input.locale ? normalizeLocale(input.locale) : requestLocale(request);
      const answer = {
        ok: true as const,
        message: catalogueText('subscriptions.sent', locale),
      };
      if (input.website) return reply.code(202).send(answer);
      const issue = checkSubscription(input);
      if (issue) {
        const message = catalogueText(issue.id, locale);
        throw Object.assign(fastify.httpErrors.badRequest(message), {
          code: 'VALIDATION_ERROR',
          issues: [{ path: issue.field, id: issue.id, message }],
        });
      }
      const brand = await readMailBrand(request.docs, locale);
      const before = new Date().toISOString();
      const subscriber = await recordSignup(request.docs, {
        name: input.name?.trim() ?? '',
        email: input.email ?? '',
        phone: input.phone?.trim() ? phoneDigits(input.phone.trim()) : '',
        locale,
        consent: {
          at: before,
          page: input.page ?? 'land',
          locale,
          text: catalogueText('subscriptions.consent', locale, { brand: brand.name }),
          sourceHash: hashSource(request.ip),
        },
      });
      // A pending address gets its confirmation link, at most once an hour; a confirmed one
      // nothing (the answer is the same either way).
      if (
        subscriber.state === 'pending' &&
        (await claimSubscriberMail(request.docs, subscriber.id, 'confirm'))
      ) {
        try {
          const links = subscriberLinks(fastify, request, subscriber);
          await fastify.mailer.send(
            request.docs,
            confirmSubscriptionMail(subscriber, brand, links),
          );
        } catch (err) {
          request.log.error({ err }, 'subscription mail not queued');
        }
      }
      return reply.code(202).send(answer);
    },
  });
  done();
};

export default createSubscription;
