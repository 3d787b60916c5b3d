import { z } from 'zod';
import { type Locale, LOCALES } from '../locale.js';

// The checks and their texts live apart, without zod, so the blog's form loads them cheaply.
export {
  checkFeedback,
  FEEDBACK_MESSAGE_IDS,
  type FeedbackFields,
  type FeedbackMessageId,
} from './feedback-check.js';

export const FEEDBACK_COMMENT_MAX = 2000;

/** What the review form sends: loose on purpose, so checkFeedback decides, in the spec's order. */
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
  locale: z.enum(LOCALES),
  /** Server time (ISO-8601), set by the API. */
  createdAt: z.string(),
  /** Staff hid it (moderation). */
  hidden: z.boolean().optional(),
  /** When staff last answered the guest by e-mail (ISO-8601). */
  repliedAt: z.string().optional(),
});
export type FeedbackRecord = z.output<typeof FeedbackRecordSchema>;

/** The record for a valid input (call checkFeedback first); createdAt is the server's to set. */
export function feedbackRecord(
  input: FeedbackInput,
  event: { id: string; slug: string; title: string },
  locale: Locale,
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
