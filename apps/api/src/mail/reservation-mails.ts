import { serverText } from '../lib/texts/catalogue.js';
import { buildIcs } from '@bar/domain/reservations/ics';
import type { Reservation } from '@bar/domain/reservations/schema';
import { zonedInstant } from '@bar/domain/reservations/slots';
import type { OutgoingMail } from '../repositories/outbox.js';
import { formatWhen, type MailBrand } from './brand.js';
import { renderMail } from './layout.js';

export type GuestNotice = 'received' | 'confirmed' | 'declined' | 'cancelled';

/**
 * A sentence whose date ends in an abbreviation ("10:00 a.m.", as es-MX writes it) followed by
 * the template's own full stop gets one stop, not "a.m..".
 */
const oneStop = (text: string): string => text.replace(/([ap]\.\s?m\.)\./g, '$1');

/** How long the calendar entry lasts. */
const VISIT_MINUTES = 120;

interface Links {
  cancelHref: string;
  timeZone: string;
  host: string;
}

/** The mail a guest gets when a reservation is received or changes state (with an .ics). */
export function guestReservationMail(
  reservation: Reservation,
  notice: GuestNotice,
  brand: MailBrand,
  links: Links,
): OutgoingMail {
  const { locale } = reservation;
  const start = zonedInstant(reservation.date, reservation.time, links.timeZone);
  const values = {
    brand: brand.name,
    name: reservation.name,
    guests: reservation.guests,
    when: formatWhen(start, locale, links.timeZone),
  };
  const paragraphs = [oneStop(serverText(`mail.reservation.${notice}.body`, locale, values))];
  if (reservation.staffNote && (notice === 'confirmed' || notice === 'declined'))
    paragraphs.push(serverText('mail.reservation.note', locale, { note: reservation.staffNote }));
  const open = notice === 'received' || notice === 'confirmed';
  const { html, text } = renderMail({
    brand: brand.name,
    locale,
    paragraphs,
    action: open
      ? { label: serverText('mail.reservation.cancelLink', locale), href: links.cancelHref }
      : undefined,
    contactLine: brand.contactLine,
  });
  const ics = buildIcs({
    uid: `${reservation.id}@${links.host}`,
    start,
    durationMinutes: VISIT_MINUTES,
    summary: serverText('mail.reservation.calendar', locale, values),
    location: brand.address,
    description: paragraphs.join('\n'),
    stamp: new Date(),
    status: notice === 'confirmed' ? 'CONFIRMED' : open ? 'TENTATIVE' : 'CANCELLED',
  });
  return {
    kind: `reservation.${notice}`,
    to: reservation.email,
    locale,
    fromName: brand.name,
    subject: serverText(`mail.reservation.${notice}.subject`, locale, values),
    html,
    text,
    attachments: [
      { filename: 'reservation.ics', contentType: 'text/calendar; charset=utf-8', content: ics },
    ],
  };
}

/** The staff's notification of a new reservation (in the tenant's default language, es). */
export function staffReservationMail(
  reservation: Reservation,
  to: string,
  brand: MailBrand,
  timeZone: string,
): OutgoingMail {
  const locale = 'es';
  const values = {
    name: reservation.name,
    email: reservation.email,
    phone: reservation.phone,
    guests: reservation.guests,
    reason: serverText(`mail.reservation.reasons.${reservation.reason}`, locale),
    message: reservation.message || '—',
    when: formatWhen(zonedInstant(reservation.date, reservation.time, timeZone), locale, timeZone),
  };
  const { html, text } = renderMail({
    brand: brand.name,
    locale,
    paragraphs: [oneStop(serverText('mail.reservation.staff.body', locale, values))],
  });
  return {
    kind: 'reservation.staff',
    to,
    locale,
    fromName: brand.name,
    subject: serverText('mail.reservation.staff.subject', locale, values),
    html,
    text,
  };
}
