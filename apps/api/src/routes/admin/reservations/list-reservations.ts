import { todayIn } from '@bar/domain/events/dates';
import { ReservationSchema, ReservationStateSchema } from '@bar/domain/reservations/schema';
import { addDays } from '@bar/domain/reservations/slots';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../lib/roles.js';
import { authErrorResponses, bearerSecurity } from '../../../plugins/app/auth/openapi.js';
import {
  coversBetween,
  listReservations,
  readBookingSetup,
} from '../../../repositories/reservations.js';

export const AdminReservationsSchema = z.object({
  today: z.string(),
  capacityPerSlot: z.number().int(),
  reservations: z.array(ReservationSchema),
  /** Covers held per slot (`YYYY-MM-DD HH:MM`), for the days listed. */
  covers: z.record(z.string(), z.number()),
});

/** GET /api/admin/reservations?state=&from= — today's and upcoming reservations (staff). */
const listReservationsRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/',
    {
      config: { access: ACCESS.staff },
      schema: {
        tags: ['admin'],
        summary: "Today's and upcoming reservations",
        security: bearerSecurity,
        querystring: z.object({
          state: ReservationStateSchema.optional(),
          from: z.iso.date().optional(),
        }),
        response: { 200: AdminReservationsSchema, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const { rules, ctx } = await readBookingSetup(request.docs);
      const today = todayIn(ctx.timeZone);
      const from = request.query.from ?? today;
      const [reservations, covers] = await Promise.all([
        listReservations(request.docs, { from, state: request.query.state }),
        coversBetween(request.docs, from, addDays(from, 400)),
      ]);
      void reply.header('cache-control', 'no-store');
      return {
        today,
        capacityPerSlot: rules.capacityPerSlot,
        reservations,
        covers: Object.fromEntries(covers),
      };
    },
  );
  done();
};

export default listReservationsRoute;
