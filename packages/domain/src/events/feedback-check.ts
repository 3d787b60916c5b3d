import type { Locale } from '../locale.js';

/**
 * Guest reviews of past events (visitor-site.md §3 "Event feedback", §5 "Review form", §8).
 * Texts of the ids are the spec's catalogue (es, en) and a French translation.
 */
export const FEEDBACK_MESSAGES = {
  'review.errors.nameRequired': {
    es: 'Por favor, indica tu nombre.',
    en: 'Please enter your name.',
    fr: 'Veuillez indiquer votre nom.',
  },
  'review.errors.contactRequired': {
    es: 'Indica tu correo o teléfono.',
    en: 'Provide your email or phone.',
    fr: 'Indiquez votre courriel ou votre téléphone.',
  },
  'review.errors.consentRequired': {
    es: 'Debes aceptar los términos para continuar.',
    en: 'You must accept the terms to continue.',
    fr: 'Vous devez accepter les conditions pour continuer.',
  },
  'review.errors.ratingRequired': {
    es: 'Selecciona una calificación.',
    en: 'Please select a rating.',
    fr: 'Veuillez choisir une note.',
  },
  'review.errors.emailInvalid': {
    es: 'Indica un correo válido.',
    en: 'Please enter a valid email.',
    fr: 'Veuillez saisir un courriel valide.',
  },
  'review.errors.phoneInvalid': {
    es: 'Indica un teléfono válido.',
    en: 'Please enter a valid phone number.',
    fr: 'Veuillez saisir un numéro de téléphone valide.',
  },
  'review.errors.eventNotPast': {
    es: 'Podrás opinar sobre este evento cuando haya terminado.',
    en: 'You can review this event once it has taken place.',
    fr: 'Vous pourrez donner votre avis sur cet événement une fois qu’il aura eu lieu.',
  },
  'review.errors.sendFailed': {
    es: 'No se pudo enviar. Inténtalo de nuevo.',
    en: 'Could not send. Please try again.',
    fr: "L'envoi a échoué. Veuillez réessayer.",
  },
  'review.success': {
    es: '¡Gracias por tu opinión!',
    en: 'Thanks for your feedback!',
    fr: 'Merci pour votre avis !',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type FeedbackMessageId = keyof typeof FEEDBACK_MESSAGES;
export const feedbackMessage = (id: FeedbackMessageId, locale: Locale): string =>
  FEEDBACK_MESSAGES[id][locale];

/** The review form's fields, as the checks read them (FeedbackInputSchema's shape, without zod). */
export interface FeedbackFields {
  name?: string;
  email?: string;
  phone?: string;
  consent?: boolean;
  rating?: number | null;
  comment?: string;
  locale?: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isRating = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5;

/**
 * The first failing check, in the spec's order: name, then e-mail or phone, then consent, then
 * rating (1-5). The formats of a given e-mail or phone come after the spec's four. Null when valid.
 */
export function checkFeedback(input: FeedbackFields): FeedbackMessageId | null {
  const email = input.email?.trim() ?? '';
  const phone = input.phone?.trim() ?? '';
  if (!input.name?.trim()) return 'review.errors.nameRequired';
  if (!email && !phone) return 'review.errors.contactRequired';
  if (input.consent !== true) return 'review.errors.consentRequired';
  if (!isRating(input.rating)) return 'review.errors.ratingRequired';
  if (email && !EMAIL.test(email)) return 'review.errors.emailInvalid';
  const digits = phone.replace(/\D/g, '').length;
  if (phone && (digits < 7 || digits > 15 || /[^\d\s()+.-]/.test(phone)))
    return 'review.errors.phoneInvalid';
  return null;
}

