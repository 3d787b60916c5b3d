import { z } from 'zod';
import { SUBSCRIBER_STATES, SubscriberSchema } from '../subscriptions/schema.js';
import { defineContract } from './contract.js';

export const SubscriberListQuerySchema = z.object({ state: z.enum(SUBSCRIBER_STATES).optional() });
export const SubscriberListSchema = z.object({ subscribers: z.array(SubscriberSchema) });
export type SubscriberList = z.infer<typeof SubscriberListSchema>;

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
