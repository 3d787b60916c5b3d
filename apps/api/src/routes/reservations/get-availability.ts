import { getAvailabilityContract } from '@bar/domain/api/reservations';
import { isIsoDate, zonedDateTime } from '@bar/domain/events/dates';
import { lastBookableDay, openingSlots, slotProblem } from '@bar/domain/reservations/slots';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { ACCESS } from '../../lib/security/roles.js';
import { contractRoute } from '../../lib/http/contract-route.js';
import { coversBetween, readBookingSetup } from '../../repositories/reservations.js';

/** GET /api/reservations/availability?date=YYYY-MM-DD: the day's slots with room left. */
const getAvailability: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, getAvailabilityContract),
    config: { access: ACCESS.public },
    handler: async (request, reply) => {
      const { rules, ctx } = await readBookingSetup(request.docs);
      const today = zonedDateTime(ctx.now, ctx.timeZone).date;
      const maxDate = lastBookableDay(ctx);
      const asked = request.query.date;
      const date = asked && isIsoDate(asked) ? asked : today;
      const covers = await coversBetween(request.docs, date, date);
      const opening = openingSlots(date, ctx.schedule, ctx.holidays, rules);
      const slots = opening
        .filter((time) => slotProblem(date, time, ctx) === null)
        .map((time) => ({
          time,
          left: Math.max(0, rules.capacityPerSlot - (covers.get(`${date} ${time}`) ?? 0)),
        }));
      void reply.header('cache-control', 'no-store');
      return {
        date,
        timeZone: ctx.timeZone,
        minDate: today,
        maxDate,
        maxPartySize: rules.maxPartySize,
        capacityPerSlot: rules.capacityPerSlot,
        closed: opening.length === 0,
        slots,
      };
    },
  });
  done();
};

export default getAvailability;
