import { confirmSubscriptionContract, unsubscribeContract } from '@bar/domain/api/subscribers';
import { normalizeLocale } from '@bar/domain/locale';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../lib/http/contract-route.js';
import { requestLocale } from '../../lib/http/request-locale.js';
import { ACCESS } from '../../lib/security/roles.js';
import { setSubscriberState } from '../../repositories/subscribers.js';
import { CONFIRM_PURPOSE, subscriberIdOf, UNSUBSCRIBE_PURPOSE } from './links.js';
import { catalogueText } from '../../lib/texts/catalogue.js';

/**
 * POST /api/subscriptions/confirm { token } — the double opt-in's link (from /suscritos).
 * POST /api/subscriptions/unsubscribe — from /desuscritos ({ token } as JSON) or a mail
 * client's RFC 8058 one-click POST (`?token=`, body `List-Unsubscribe=One-Click`, form
 * encoded). Both idempotent, no sign-in: the signed token is the proof.
 */
const confirmAndUnsubscribe: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  // RFC 8058 §3.1: the one-click POST is application/x-www-form-urlencoded (or multipart).
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, next) => next(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const invalid = (locale: 'es' | 'en' | 'fr') =>
    Object.assign(
      fastify.httpErrors.badRequest(catalogueText('subscriptions.errors.linkInvalid', locale)),
      {
        code: 'LINK_INVALID',
      },
    );

  fastify.route({
    ...contractRoute(fastify, confirmSubscriptionContract),
    config: { access: ACCESS.public, rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request) => {
      const locale = request.body.locale
        ? normalizeLocale(request.body.locale)
        : requestLocale(request);
      const id = subscriberIdOf(fastify, request.tenant, CONFIRM_PURPOSE, request.body.token);
      if (!id) throw invalid(locale);
      const subscriber = await setSubscriberState(request.docs, id, 'confirmed');
      if (!subscriber) throw invalid(locale);
      return { ok: true as const, state: subscriber.state };
    },
  });

  fastify.route({
    ...contractRoute(fastify, unsubscribeContract),
    config: { access: ACCESS.public, rateLimit: { max: 30, timeWindow: 60_000 } },
    handler: async (request) => {
      const body = request.body ?? {};
      const locale = body.locale ? normalizeLocale(body.locale) : requestLocale(request);
      const token = body.token ?? request.query.token ?? '';
      const id = subscriberIdOf(fastify, request.tenant, UNSUBSCRIBE_PURPOSE, token);
      if (!id) throw invalid(locale);
      // An address already gone answers the same: unsubscribing is idempotent.
      await setSubscriberState(request.docs, id, 'unsubscribed');
      return { ok: true as const, state: 'unsubscribed' as const };
    },
  });
  done();
};

export default confirmAndUnsubscribe;
