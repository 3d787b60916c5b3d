import type { Locale as MessageLocale } from '../locale.js';

/**
 * The signup's texts (the failure text is the spec's; its French
 * form is ours) and the consent statement a guest agrees to, stored word for word with each
 * signup as CASL asks.
 */
export const SUBSCRIPTION_MESSAGES = {
  'subscriptions.errors.nameRequired': {
    es: 'Por favor, indica tu nombre.',
    en: 'Please enter your name.',
    fr: 'Veuillez indiquer votre nom.',
  },
  'subscriptions.errors.emailInvalid': {
    es: 'Indica un correo válido.',
    en: 'Please enter a valid email.',
    fr: 'Veuillez saisir un courriel valide.',
  },
  'subscriptions.errors.phoneInvalid': {
    es: 'Debe tener 10 dígitos y no empezar por 0',
    en: 'Must be 10 digits and not start with 0',
    fr: 'Doit comporter 10 chiffres et ne pas commencer par 0',
  },
  'subscriptions.errors.consentRequired': {
    es: 'Debes aceptar recibir nuestros correos para suscribirte.',
    en: 'You must agree to receive our e-mails to subscribe.',
    fr: 'Vous devez accepter de recevoir nos courriels pour vous abonner.',
  },
  'subscriptions.errors.failed': {
    es: 'Ocurrió un error. Intenta nuevamente.',
    en: 'Something went wrong. Please try again.',
    fr: 'Une erreur est survenue. Veuillez réessayer.',
  },
  'subscriptions.errors.linkInvalid': {
    es: 'Este enlace no es válido.',
    en: 'This link is not valid.',
    fr: 'Ce lien n’est pas valide.',
  },
  'subscriptions.consent': {
    es: 'Acepto recibir por correo noticias de eventos y promociones de {{brand}}. Puedo darme de baja en cualquier momento.',
    en: 'I agree to receive e-mails about events and promotions from {{brand}}. I can unsubscribe at any time.',
    fr: 'J’accepte de recevoir par courriel des nouvelles d’événements et des promotions de {{brand}}. Je peux me désabonner à tout moment.',
  },
  'subscriptions.sent': {
    es: 'Revisa tu correo y confirma tu suscripción.',
    en: 'Check your e-mail and confirm your subscription.',
    fr: 'Vérifiez vos courriels et confirmez votre abonnement.',
  },
} as const satisfies Record<string, Record<MessageLocale, string>>;

export type SubscriptionMessageId = keyof typeof SUBSCRIPTION_MESSAGES;

export function subscriptionMessage(
  id: SubscriptionMessageId,
  locale: MessageLocale,
  values: Record<string, string> = {},
): string {
  return SUBSCRIPTION_MESSAGES[id][locale].replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(values[name] ?? ''),
  );
}
