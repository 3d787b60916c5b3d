import { listAdminReservationsContract } from '@bar/domain/api/reservations';
import { todayIn } from '@bar/domain/events/dates';
import { addDays } from '@bar/domain/reservations/slots';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../lib/http/contract-route.js';
import {
  coversBetween,
  listReservations,
  readBookingSetup,
} from '../../../repositories/reservations.js';

/** GET /api/admin/reservations?state=&from= — today's and upcoming reservations (staff). */
const listReservationsRoute: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...contractRoute(fastify, listAdminReservationsContract),
    handler: async (request) => {
      const { rules, ctx } = await readBookingSetup(request.docs);
      const today = todayIn(ctx.timeZone);
      const from = request.query.from ?? today;
      const [reservations, covers] = await Promise.all([
        listReservations(request.docs, { from, state: request.query.state }),
        coversBetween(request.docs, from, addDays(from, 400)),
      ]);
      return {
        today,
        capacityPerSlot: rules.capacityPerSlot,
        reservations,
        covers: Object.fromEntries(covers),
      };
    },
  });
  done();
};

export default listReservationsRoute;
