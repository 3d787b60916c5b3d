import type { Locale as MessageLocale } from '../locale.js';

/** Texts of the mails the API sends to guests and staff, per language ({{name}} values). */
export const MAIL_MESSAGES = {
  'mail.footer.unsubscribe': {
    es: 'Darte de baja',
    en: 'Unsubscribe',
    fr: 'Se désabonner',
  },
  'mail.footer.why': {
    es: 'Recibes este correo porque te suscribiste en nuestro sitio.',
    en: 'You receive this e-mail because you subscribed on our site.',
    fr: 'Vous recevez ce courriel parce que vous vous êtes abonné sur notre site.',
  },
  'mail.reservation.received.subject': {
    es: 'Recibimos tu reserva — {{brand}}',
    en: 'We received your reservation — {{brand}}',
    fr: 'Nous avons reçu votre réservation — {{brand}}',
  },
  'mail.reservation.received.body': {
    es: 'Hola {{name}}, recibimos tu reserva para {{guests}} personas el {{when}}. Te escribiremos cuando el equipo la confirme.',
    en: 'Hi {{name}}, we received your reservation for {{guests}} guests on {{when}}. We will write again once our team confirms it.',
    fr: 'Bonjour {{name}}, nous avons reçu votre réservation pour {{guests}} personnes le {{when}}. Nous vous écrirons dès que l’équipe l’aura confirmée.',
  },
  'mail.reservation.confirmed.subject': {
    es: 'Tu reserva está confirmada — {{brand}}',
    en: 'Your reservation is confirmed — {{brand}}',
    fr: 'Votre réservation est confirmée — {{brand}}',
  },
  'mail.reservation.confirmed.body': {
    es: 'Hola {{name}}, tu reserva para {{guests}} personas el {{when}} está confirmada. ¡Te esperamos!',
    en: 'Hi {{name}}, your reservation for {{guests}} guests on {{when}} is confirmed. See you soon!',
    fr: 'Bonjour {{name}}, votre réservation pour {{guests}} personnes le {{when}} est confirmée. À bientôt !',
  },
  'mail.reservation.declined.subject': {
    es: 'No pudimos aceptar tu reserva — {{brand}}',
    en: 'We could not accept your reservation — {{brand}}',
    fr: 'Nous n’avons pas pu accepter votre réservation — {{brand}}',
  },
  'mail.reservation.declined.body': {
    es: 'Hola {{name}}, lo sentimos: no podemos recibirte el {{when}}.',
    en: 'Hi {{name}}, we are sorry: we cannot host you on {{when}}.',
    fr: 'Bonjour {{name}}, nous sommes désolés : nous ne pouvons pas vous recevoir le {{when}}.',
  },
  'mail.reservation.cancelled.subject': {
    es: 'Tu reserva fue cancelada — {{brand}}',
    en: 'Your reservation was cancelled — {{brand}}',
    fr: 'Votre réservation a été annulée — {{brand}}',
  },
  'mail.reservation.cancelled.body': {
    es: 'Hola {{name}}, tu reserva del {{when}} quedó cancelada.',
    en: 'Hi {{name}}, your reservation on {{when}} is cancelled.',
    fr: 'Bonjour {{name}}, votre réservation du {{when}} est annulée.',
  },
  'mail.reservation.note': {
    es: 'Nota del equipo: {{note}}',
    en: 'A note from our team: {{note}}',
    fr: 'Note de l’équipe : {{note}}',
  },
  'mail.reservation.cancelLink': {
    es: 'Cancelar mi reserva',
    en: 'Cancel my reservation',
    fr: 'Annuler ma réservation',
  },
  'mail.reservation.calendar': {
    es: 'Reserva en {{brand}}',
    en: 'Reservation at {{brand}}',
    fr: 'Réservation chez {{brand}}',
  },
  'mail.reservation.staff.subject': {
    es: 'Nueva reserva: {{guests}} personas el {{when}}',
    en: 'New reservation: {{guests}} guests on {{when}}',
    fr: 'Nouvelle réservation : {{guests}} personnes le {{when}}',
  },
  'mail.reservation.staff.body': {
    es: '{{name}} ({{email}}, {{phone}}) reservó para {{guests}} personas el {{when}}. Motivo: {{reason}}. Mensaje: {{message}}',
    en: '{{name}} ({{email}}, {{phone}}) booked for {{guests}} guests on {{when}}. Reason: {{reason}}. Message: {{message}}',
    fr: '{{name}} ({{email}}, {{phone}}) a réservé pour {{guests}} personnes le {{when}}. Motif : {{reason}}. Message : {{message}}',
  },
  'mail.subscription.confirm.subject': {
    es: 'Confirma tu suscripción — {{brand}}',
    en: 'Confirm your subscription — {{brand}}',
    fr: 'Confirmez votre abonnement — {{brand}}',
  },
  'mail.subscription.confirm.body': {
    es: 'Hola {{name}}, confirma que quieres recibir nuestras noticias de eventos y promociones.',
    en: 'Hi {{name}}, please confirm that you want our news about events and promotions.',
    fr: 'Bonjour {{name}}, confirmez que vous souhaitez recevoir nos nouvelles d’événements et nos promotions.',
  },
  'mail.subscription.confirm.action': {
    es: 'Confirmar suscripción',
    en: 'Confirm subscription',
    fr: 'Confirmer l’abonnement',
  },
  'mail.review.reply.subject': {
    es: 'Respuesta a tu opinión — {{brand}}',
    en: 'A reply to your review — {{brand}}',
    fr: 'Une réponse à votre avis — {{brand}}',
  },
  'mail.review.reply.body': {
    es: 'Hola {{name}}, gracias por tu opinión sobre «{{event}}».',
    en: 'Hi {{name}}, thank you for your review of “{{event}}”.',
    fr: 'Bonjour {{name}}, merci pour votre avis sur « {{event}} ».',
  },
} as const satisfies Record<string, Record<MessageLocale, string>>;

export type MailMessageId = keyof typeof MAIL_MESSAGES;

export function mailMessage(
  id: MailMessageId,
  locale: MessageLocale,
  values: Record<string, string | number> = {},
): string {
  return MAIL_MESSAGES[id][locale].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}
