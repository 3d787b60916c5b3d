import type { Reservation } from '@bar/domain/reservations/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readMailBrand } from '../../../mail/brand.js';
import {
  type GuestNotice,
  guestReservationMail,
  staffReservationMail,
} from '../../../mail/reservation-mails.js';
import { publicOrigin } from '../site/public-origin.js';
import { tenantTimeZone } from '../../../repositories/events.js';

export const CANCEL_PURPOSE = 'reservation-cancel';

/** The page a guest cancels from: /{lang}/reservas?cancel={signed token}. */
export function cancelHref(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reservation: Reservation,
) {
  const token = fastify.guestLinks.sign(CANCEL_PURPOSE, `${request.tenant}/${reservation.id}`);
  return `${publicOrigin(request)}/${reservation.locale}/reservas?cancel=${encodeURIComponent(token)}`;
}

/**
 * Mails the guest (and, for a new reservation, the staff). Called after the reservation is
 * stored: the mailer keeps every message in the outbox and retries failures, and a mailer or
 * branding read that fails here is logged, never turned into a failed request.
 */
export async function notifyReservation(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reservation: Reservation,
  notice: GuestNotice,
): Promise<void> {
  try {
    const docs = request.docs;
    const [brand, timeZone] = await Promise.all([
      readMailBrand(docs, reservation.locale),
      tenantTimeZone(docs),
    ]);
    const links = {
      cancelHref: cancelHref(fastify, request, reservation),
      timeZone,
      host: request.publicHost || 'localhost',
    };
    await fastify.mailer.send(docs, guestReservationMail(reservation, notice, brand, links));
    if (notice === 'received') {
      const staff = new Set(
        [brand.staffEmail, ...fastify.config.STAFF_NOTIFY_EMAILS].filter(Boolean),
      );
      for (const to of staff)
        await fastify.mailer.send(docs, staffReservationMail(reservation, to, brand, timeZone));
    }
  } catch (err) {
    request.log.error({ err, reservationId: reservation.id }, 'reservation mail not queued');
  }
}
