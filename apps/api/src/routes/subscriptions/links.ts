import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../plugins/app/site/public-origin.js';

export const CONFIRM_PURPOSE = 'subscription-confirm';
export const UNSUBSCRIBE_PURPOSE = 'subscription-unsubscribe';

/** The pages and the one-click endpoint a subscriber's mail links to (signed, per tenant). */
export function subscriberLinks(
  fastify: FastifyInstance,
  request: FastifyRequest,
  subscriber: { id: string; locale: string },
) {
  const origin = publicOrigin(request);
  const subject = `${request.tenant}/${subscriber.id}`;
  const confirm = encodeURIComponent(fastify.guestLinks.sign(CONFIRM_PURPOSE, subject));
  const leave = encodeURIComponent(fastify.guestLinks.sign(UNSUBSCRIBE_PURPOSE, subject));
  return {
    confirmHref: `${origin}/${subscriber.locale}/suscritos?token=${confirm}`,
    unsubscribePageHref: `${origin}/${subscriber.locale}/desuscritos?token=${leave}`,
    oneClickHref: `${origin}/api/subscriptions/unsubscribe?token=${leave}`,
  };
}

/** The subscriber id a token names for this tenant and purpose; null otherwise. */
export function subscriberIdOf(
  fastify: FastifyInstance,
  tenant: string,
  purpose: string,
  token: string,
): string | null {
  const [owner, id] = fastify.guestLinks.verify(purpose, token)?.split('/') ?? [];
  return owner === tenant && id ? id : null;
}
