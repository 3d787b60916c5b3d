import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { findEvent, tenantTimeZone } from '../../../repositories/events.js';

export const notFound = (fastify: FastifyInstance, request: FastifyRequest) =>
  fastify.httpErrors.notFound(errorMessage('EVENT_NOT_FOUND', requestLocale(request)));

export const slugTaken = (fastify: FastifyInstance, request: FastifyRequest) =>
  Object.assign(
    fastify.httpErrors.conflict(errorMessage('EVENT_SLUG_TAKEN', requestLocale(request))),
    { code: 'SLUG_TAKEN' },
  );

/** The event (drafts included) and the tenant's zone, or a translated 404. */
export async function eventOr404(fastify: FastifyInstance, request: FastifyRequest, id: string) {
  const timeZone = await tenantTimeZone(request.docs);
  const event = await findEvent(request.docs, id, timeZone);
  if (!event) throw notFound(fastify, request);
  return { event, timeZone };
}
