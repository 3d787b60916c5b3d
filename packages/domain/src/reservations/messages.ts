import type { Locale as MessageLocale } from '../locale.js';

/**
 * Reservation texts the API answers with and the form shows (the
 * phone and guests rules and the error/success texts are the spec's, word for word).
 */
export const RESERVATION_MESSAGES = {
  'reservations.errors.nameRequired': {
    es: 'Por favor, indica tu nombre.',
    en: 'Please enter your name.',
    fr: 'Veuillez indiquer votre nom.',
  },
  'reservations.errors.emailInvalid': {
    es: 'Indica un correo válido.',
    en: 'Please enter a valid email.',
    fr: 'Veuillez saisir un courriel valide.',
  },
  'reservations.errors.phoneInvalid': {
    es: 'Debe tener 10 dígitos y no empezar por 0',
    en: 'Must be 10 digits and not start with 0',
    fr: 'Doit comporter 10 chiffres et ne pas commencer par 0',
  },
  'reservations.errors.dateRequired': {
    es: 'Elige una fecha y una hora.',
    en: 'Choose a date and a time.',
    fr: 'Choisissez une date et une heure.',
  },
  'reservations.errors.reasonRequired': {
    es: 'Indica el motivo de la reserva.',
    en: 'Tell us the reason for your reservation.',
    fr: 'Indiquez le motif de la réservation.',
  },
  'reservations.errors.guestsRange': {
    es: 'Entre 1 y 199',
    en: 'Between 1 and 199',
    fr: 'Entre 1 et 199',
  },
  'reservations.errors.partyTooLarge': {
    es: 'Para grupos de más de {{max}} personas, llámanos.',
    en: 'For parties of more than {{max}} guests, please call us.',
    fr: 'Pour les groupes de plus de {{max}} personnes, appelez-nous.',
  },
  'reservations.errors.closed': {
    es: 'Ese día no abrimos. Elige otra fecha.',
    en: 'We are closed that day. Please choose another date.',
    fr: 'Nous sommes fermés ce jour-là. Choisissez une autre date.',
  },
  'reservations.errors.notASlot': {
    es: 'Elige una de las horas disponibles.',
    en: 'Choose one of the available times.',
    fr: 'Choisissez l’une des heures disponibles.',
  },
  'reservations.errors.past': {
    es: 'Esa hora ya pasó. Elige otra.',
    en: 'That time has passed. Please choose another.',
    fr: 'Cette heure est passée. Choisissez-en une autre.',
  },
  'reservations.errors.tooSoon': {
    es: 'Reserva con al menos {{hours}} h de anticipación.',
    en: 'Please book at least {{hours}} h ahead.',
    fr: 'Réservez au moins {{hours}} h à l’avance.',
  },
  'reservations.errors.tooFar': {
    es: 'Solo aceptamos reservas hasta {{days}} días antes.',
    en: 'We take reservations up to {{days}} days ahead.',
    fr: 'Nous prenons les réservations jusqu’à {{days}} jours à l’avance.',
  },
  'reservations.errors.full': {
    es: 'Esa hora está completa. Prueba una de las siguientes.',
    en: 'That time is fully booked. Try one of the next ones.',
    fr: 'Cette heure est complète. Essayez l’une des suivantes.',
  },
  'reservations.errors.sendFailed': {
    es: 'Error al enviar la reserva.',
    en: 'Error sending reservation.',
    fr: "Erreur lors de l'envoi de la réservation",
  },
  'reservations.errors.linkInvalid': {
    es: 'Este enlace no es válido.',
    en: 'This link is not valid.',
    fr: 'Ce lien n’est pas valide.',
  },
  'reservations.errors.notFound': {
    es: 'No encontramos esa reserva.',
    en: 'We could not find that reservation.',
    fr: 'Réservation introuvable.',
  },
  'reservations.errors.alreadyClosed': {
    es: 'Esta reserva ya no puede cambiar.',
    en: 'This reservation can no longer change.',
    fr: 'Cette réservation ne peut plus changer.',
  },
  'reservations.success': {
    es: 'Reserva enviada',
    en: 'Reservation sent',
    fr: 'Réservation envoyée',
  },
} as const satisfies Record<string, Record<MessageLocale, string>>;

export type ReservationMessageId = keyof typeof RESERVATION_MESSAGES;

/** A message in a language, with its {{name}} values filled in. */
export function reservationMessage(
  id: ReservationMessageId,
  locale: MessageLocale,
  values: Record<string, string | number> = {},
): string {
  return RESERVATION_MESSAGES[id][locale].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}
