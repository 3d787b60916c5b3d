import { isIsoDate, zonedDateTime } from '@bar/domain/events/dates';
import { lastBookableDay, openingSlots, slotProblem } from '@bar/domain/reservations/slots';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../lib/roles.js';
import { ErrorBodySchema } from '../../plugins/app/auth/openapi.js';
import { coversBetween, readBookingSetup } from '../../repositories/reservations.js';

export const AvailabilitySchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  /** The first and last days a guest may pick. */
  minDate: z.string(),
  maxDate: z.string(),
  maxPartySize: z.number().int(),
  capacityPerSlot: z.number().int(),
  /** Closed day or holiday. */
  closed: z.boolean(),
  /** The day's bookable slots and the covers still free in each. */
  slots: z.array(z.object({ time: z.string(), left: z.number().int() })),
});

/** GET /api/reservations/availability?date=YYYY-MM-DD: the day's slots with room left. */
const getAvailability: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/availability',
    {
      config: { access: ACCESS.public },
      schema: {
        tags: ['reservations'],
        summary: 'Bookable slots of a day',
        querystring: z.object({ date: z.string().max(10).optional() }),
        response: { 200: AvailabilitySchema, 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
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
  );
  done();
};

export default getAvailability;
