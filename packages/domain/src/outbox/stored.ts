import { z } from 'zod';
import { OUTBOX_STATES } from '../api/outbox.js';

/** A file sent with a message (base64 content). */
export const MailAttachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  content: z.string(),
});

/** A message the API sends, as its sender composes it. */
export const OutgoingMailSchema = z.object({
  /** What the message is about (`reservation.received`, `subscription.confirm`, ...). */
  kind: z.string(),
  to: z.string(),
  locale: z.enum(['es', 'en', 'fr']),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  fromName: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  attachments: z.array(MailAttachmentSchema).optional(),
});

/** A stored outbox entry (collection `outbox`): the message and its delivery state. */
export const OutboxRecordSchema = OutgoingMailSchema.extend({
  id: z.string(),
  state: z.enum(OUTBOX_STATES),
  attempts: z.number().int().nonnegative(),
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  sentAt: z.string().nullable(),
});
