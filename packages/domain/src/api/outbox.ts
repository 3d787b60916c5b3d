import { z } from 'zod';
import { defineContract } from './contract.js';

export const OUTBOX_STATES = ['kept', 'queued', 'sent', 'failed'] as const;

/** One message the API sent or queued (the tenant's outbox), without its HTML. */
export const OutboxEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  to: z.string(),
  locale: z.string(),
  subject: z.string(),
  text: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEntryView = z.infer<typeof OutboxEntrySchema>;

export const OutboxListSchema = z.object({
  /** `outbox`: messages are kept only (local runs); `smtp`: they are delivered. */
  driver: z.enum(['outbox', 'smtp']),
  entries: z.array(OutboxEntrySchema),
});
export type OutboxList = z.infer<typeof OutboxListSchema>;

export const OutboxParamsSchema = z.object({ id: z.string().min(1).max(100) });

/** GET /api/admin/outbox — every message sent or queued, newest first (staff). */
export const listOutboxContract = defineContract({
  method: 'GET',
  path: '/api/admin/outbox',
  summary: 'The outbox',
  tags: ['admin'],
  response: OutboxListSchema,
  errors: [],
});

/** POST /api/admin/outbox/:id/resend — delivers one message again (staff). */
export const resendOutboxContract = defineContract({
  method: 'POST',
  path: '/api/admin/outbox/:id/resend',
  summary: 'Send an outbox message again',
  tags: ['admin'],
  params: OutboxParamsSchema,
  response: OutboxEntrySchema,
  errors: [400, 404],
});
