import { z } from 'zod';
import {
  SUBSCRIBER_STATES,
  SubscriberSchema,
  SubscriptionInputSchema,
  UnsubscribeLinkRequestSchema,
} from '../subscriptions/schema.js';
import { defineContract } from './contract.js';

export const SubscriberListQuerySchema = z.object({ state: z.enum(SUBSCRIBER_STATES).optional() });
export const SubscriberListSchema = z.object({ subscribers: z.array(SubscriberSchema) });
export type SubscriberList = z.infer<typeof SubscriberListSchema>;

/** GET /api/admin/subscribers/export.csv?state= — the list as CSV, with each consent's date and page. */
export const exportSubscribersContract = defineContract({
  method: 'GET',
  path: '/api/admin/subscribers/export.csv',
  summary: 'Subscribers as CSV',
  tags: ['admin'],
  query: SubscriberListQuerySchema,
  produces: 'text/csv',
  response: z.string().describe('CSV, one header row'),
  errors: [400],
});

export const SubscriberParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** GET /api/admin/subscribers?state= — the mailing list with each consent record (staff). */
export const listSubscribersContract = defineContract({
  method: 'GET',
  path: '/api/admin/subscribers',
  summary: 'Subscribers of the mailing list',
  tags: ['admin'],
  query: SubscriberListQuerySchema,
  response: SubscriberListSchema,
  errors: [400],
});

/**
 * DELETE /api/admin/subscribers/:id — erases a subscriber and their consent record (a guest's
 * request to be forgotten); answers the list that remains (staff).
 */
export const removeSubscriberContract = defineContract({
  method: 'DELETE',
  path: '/api/admin/subscribers/:id',
  summary: 'Erase a subscriber',
  tags: ['admin'],
  params: SubscriberParamsSchema,
  response: SubscriberListSchema,
  errors: [400, 404],
});

// The guests' side: signup from the landing pages, then the signed links of the mails (no
// sign-in: the token is the proof).

export const SignupAnswerSchema = z.object({ ok: z.literal(true), message: z.string() });

/**
 * POST /api/subscriptions — double opt-in signup: a mail with a confirmation link follows. Every
 * valid signup answers the same 202, so it never tells whether the address was on the list.
 */
export const subscribeContract = defineContract({
  method: 'POST',
  path: '/api/subscriptions',
  summary: 'Sign up for event and promotion e-mails',
  tags: ['subscriptions'],
  body: SubscriptionInputSchema,
  status: 202,
  response: SignupAnswerSchema,
  errors: [400, 429],
});

const LinkTokenSchema = z.string().min(10).max(400);
const LinkLocaleSchema = z.string().max(35).optional();

export const SubscriptionStateAnswerSchema = z.object({
  ok: z.literal(true),
  state: z.enum(['confirmed', 'unsubscribed', 'pending']),
});

/** POST /api/subscriptions/confirm { token } — the double opt-in's link (idempotent). */
export const confirmSubscriptionContract = defineContract({
  method: 'POST',
  path: '/api/subscriptions/confirm',
  summary: 'Confirm a subscription (double opt-in)',
  tags: ['subscriptions'],
  body: z.object({ token: LinkTokenSchema, locale: LinkLocaleSchema }),
  response: SubscriptionStateAnswerSchema,
  errors: [400, 429],
});

/**
 * POST /api/subscriptions/unsubscribe — from the unsubscribe page ({ token } as JSON) or a mail
 * client's RFC 8058 one-click POST (`?token=`, form-encoded `List-Unsubscribe=One-Click`).
 */
export const unsubscribeContract = defineContract({
  method: 'POST',
  path: '/api/subscriptions/unsubscribe',
  summary: 'Unsubscribe (page or RFC 8058 one-click)',
  tags: ['subscriptions'],
  query: z.object({ token: LinkTokenSchema.optional() }),
  body: z
    .object({ token: LinkTokenSchema.optional(), locale: LinkLocaleSchema })
    .loose()
    .optional(),
  response: SubscriptionStateAnswerSchema,
  errors: [400, 429],
});

/**
 * POST /api/subscriptions/unsubscribe-link { email } — a guest without the mail's link asks for
 * one: an address on the list gets a mail with its unsubscribe link (at most one mailing-list
 * mail an hour). Every valid request answers the same 202, so it never tells whether the
 * address was on the list.
 */
export const requestUnsubscribeLinkContract = defineContract({
  method: 'POST',
  path: '/api/subscriptions/unsubscribe-link',
  summary: 'Ask for an unsubscribe link by e-mail',
  tags: ['subscriptions'],
  body: UnsubscribeLinkRequestSchema,
  status: 202,
  response: SignupAnswerSchema,
  errors: [400, 429],
});
