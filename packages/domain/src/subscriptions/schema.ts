import { z } from 'zod';
import { SUBSCRIBER_STATES, SUBSCRIPTION_PAGES } from './check.js';

export * from './check.js';
export { SUBSCRIPTION_MESSAGE_IDS, type SubscriptionMessageId } from './messages.js';

export const SubscriptionInputSchema = z.object({
  name: z.string().max(120).optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(40).optional(),
  consent: z.boolean().optional(),
  page: z.enum(SUBSCRIPTION_PAGES).default('land'),
  locale: z.string().max(35).optional(),
  /** Honeypot. */
  website: z.string().max(500).optional(),
});
export type SubscriptionInput = z.input<typeof SubscriptionInputSchema>;

/** A guest without an unsubscribe link asks for one by e-mail. */
export const UnsubscribeLinkRequestSchema = z.object({
  email: z.string().max(254).optional(),
  locale: z.string().max(35).optional(),
  /** Honeypot. */
  website: z.string().max(500).optional(),
});

/** The consent record CASL asks a sender to be able to show: when, where, what was agreed. */
export const ConsentRecordSchema = z.object({
  at: z.string(),
  page: z.enum(SUBSCRIPTION_PAGES),
  locale: z.enum(['es', 'en', 'fr']),
  text: z.string(),
  /** SHA-256 of the address the request came from (never the address itself). */
  sourceHash: z.string(),
});

export const SubscriberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  locale: z.enum(['es', 'en', 'fr']),
  state: z.enum(SUBSCRIBER_STATES),
  consent: ConsentRecordSchema,
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;
