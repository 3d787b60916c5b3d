/**
 * Guest reviews of past events: what the checks answer is a message id of the catalogues
 * (@bar/i18n, `review.*`), which the site shows and the API writes in the caller's language.
 */
import { isEmailAddress } from '../email.js';

export const FEEDBACK_MESSAGE_IDS = [
  'review.errors.nameRequired',
  'review.errors.contactRequired',
  'review.errors.consentRequired',
  'review.errors.ratingRequired',
  'review.errors.emailInvalid',
  'review.errors.phoneInvalid',
  'review.errors.eventNotPast',
  'review.errors.sendFailed',
  'review.success',
] as const;

export type FeedbackMessageId = (typeof FEEDBACK_MESSAGE_IDS)[number];

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
  if (email && !isEmailAddress(email)) return 'review.errors.emailInvalid';
  const digits = phone.replace(/\D/g, '').length;
  if (phone && (digits < 7 || digits > 15 || /[^\d\s()+.-]/.test(phone)))
    return 'review.errors.phoneInvalid';
  return null;
}
