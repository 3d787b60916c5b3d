import { z } from 'zod';
import type { MessageLocale } from './messages.js';

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
} as const satisfies Record<string, Record<MessageLocale, string>>;

export type FeedbackMessageId = keyof typeof FEEDBACK_MESSAGES;
export const feedbackMessage = (id: FeedbackMessageId, locale: MessageLocale): string =>
  FEEDBACK_MESSAGES[id][locale];

export const FEEDBACK_COMMENT_MAX = 2000;

/** What the review form sends: loose on purpose, so the checks below decide, in the spec's order. */
export const FeedbackInputSchema = z.object({
  name: z.string().max(120).optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(40).optional(),
  consent: z.boolean().optional(),
  rating: z.number().nullable().optional(),
  comment: z.string().max(FEEDBACK_COMMENT_MAX).optional(),
  locale: z.string().max(35).optional(),
});
export type FeedbackInput = z.infer<typeof FeedbackInputSchema>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const isRating = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5;

/**
 * The first failing check, in the spec's order: name, then e-mail or phone, then consent, then
 * rating (1-5). The formats of a given e-mail or phone come after the spec's four. Null when valid.
 */
export function checkFeedback(input: FeedbackInput): FeedbackMessageId | null {
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

/** The routing rule: anything starting with en → en, fr → fr, everything else → es. */
export function feedbackLocale(value: string | undefined | null): MessageLocale {
  const text = (value ?? '').trim().toLowerCase();
  if (text.startsWith('en')) return 'en';
  if (text.startsWith('fr')) return 'fr';
  return 'es';
}

/** A stored review (collection eventFeedback). */
export const FeedbackRecordSchema = z.object({
  eventId: z.string().min(1),
  eventSlug: z.string(),
  eventTitle: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().max(FEEDBACK_COMMENT_MAX),
  name: z.string().min(1),
  email: z.string(),
  phone: z.string(),
  consent: z.literal(true),
  locale: z.enum(['es', 'en', 'fr']),
  /** Server time (ISO-8601), set by the API. */
  createdAt: z.string(),
});
export type FeedbackRecord = z.output<typeof FeedbackRecordSchema>;

/** The record for a valid input (call checkFeedback first); createdAt is the server's to set. */
export function feedbackRecord(
  input: FeedbackInput,
  event: { id: string; slug: string; title: string },
  locale: MessageLocale,
): Omit<FeedbackRecord, 'createdAt'> {
  return {
    eventId: event.id,
    eventSlug: event.slug,
    eventTitle: event.title,
    rating: input.rating ?? 0,
    comment: input.comment?.trim() ?? '',
    name: input.name?.trim() ?? '',
    email: input.email?.trim().toLowerCase() ?? '',
    phone: input.phone?.trim() ?? '',
    consent: true,
    locale,
  };
}
