import { adminCreateEventContract } from '@bar/domain/api/events';
import { EventInputSchema } from '@bar/domain/events/schema';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { createEvent as saveNewEvent } from '../../../repositories/events.js';
import { eventValidationError } from '../../events/event-errors.js';
import { recordEventVersion } from './event-versions.js';
import { slugTaken } from './shared.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/**
 * POST /api/admin/events — creates an event from JSON (media are uploaded afterwards). Answers
 * 201 with the stored event, its id and a unique slug (made from the title when none is given;
 * a given slug already in use → 409). Invalid input → 400 with the rule's translated text.
 */
const createEvent: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, adminCreateEventContract),
    // The contract documents the body; the handler validates it so the answer carries the
    // rules' own message ids and texts.
    attachValidation: true,
    handler: async (request, reply) => {
      const parsed = EventInputSchema.safeParse(request.body);
      if (!parsed.success)
        throw eventValidationError(fastify, parsed.error, requestLocale(request));
      const result = await saveNewEvent(request.docs, parsed.data);
      if (!result.ok) throw slugTaken(fastify, request);
      await recordEventVersion(request, result.event);
      return reply.code(201).send(result.event);
    },
  });
  done();
};

export default createEvent;
