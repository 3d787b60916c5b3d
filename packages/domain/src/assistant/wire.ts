import { z } from 'zod';
import { CHAT_TOPICS, UNKNOWN_TOPIC } from './topics.js';

/** Longest chat message a guest may send (characters, after trimming). */
export const CHAT_MESSAGE_MAX = 500;
/** Telemetry: entries per request and bytes per body. */
export const TELEMETRY_MAX_ENTRIES = 50;
export const TELEMETRY_MAX_BYTES = 16_384;

const locale = z.string().max(16).optional();

/** The steps of a booking in the chat: what it asks next, then the guest's confirmation. */
export const CHAT_BOOKING_STEPS = [
  'date',
  'time',
  'guests',
  'name',
  'email',
  'phone',
  'confirm',
] as const;
export type ChatBookingStep = (typeof CHAT_BOOKING_STEPS)[number];

/**
 * A booking the chat is putting together (the conversation's only state): the answer carries
 * it, the widget sends it back with the next message, and the server checks every field again
 * each turn with the reservation form's rules. `id` names the draft (its idempotency key is
 * derived from it and the details), `step` what was asked last.
 */
export const ChatBookingSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9-]{8,64}$/),
  step: z.enum(CHAT_BOOKING_STEPS),
  date: z.string().max(10).optional(),
  time: z.string().max(5).optional(),
  guests: z.number().int().min(0).max(10_000).optional(),
  name: z.string().max(120).optional(),
  email: z.string().max(254).optional(),
  phone: z.string().max(40).optional(),
});
export type ChatBooking = z.output<typeof ChatBookingSchema>;

/**
 * POST /api/ai-chat body: `userMessage` or `message` (either; the widget sends
 * both), `locale`, `indiceAI` (the topic the widget already knows, optional), `booking` (the
 * draft the last answer carried, when a booking is under way).
 */
export const ChatRequestSchema = z
  .object({
    userMessage: z.string().max(4000).optional(),
    message: z.string().max(4000).optional(),
    locale,
    indiceAI: z.union([z.string().max(64), z.record(z.string(), z.unknown())]).optional(),
    booking: ChatBookingSchema.optional(),
  })
  .refine((body) => (body.userMessage ?? body.message ?? '').trim() !== '', {
    path: ['userMessage'],
    message: 'required',
  });

export type ChatRequest = z.output<typeof ChatRequestSchema>;

export const ChatUsageSchema = z.object({
  prompt_tokens: z.number().int().nonnegative(),
  completion_tokens: z.number().int().nonnegative(),
});

export const ChatAnswerSchema = z.object({
  ok: z.boolean(),
  reply: z.string(),
  message: z.string(),
  error: z.string().optional(),
  topic: z.string(),
  locale: z.enum(['es', 'en', 'fr']),
  /** How the answer was made: the offline answerer, the model, or the offline one after a model failure. */
  source: z.enum(['offline', 'model', 'fallback']),
  /** The widget offers the lead form (nothing matched, or the agent asks for contact). */
  offerLead: z.boolean(),
  usage: ChatUsageSchema,
  /** The booking under way, to send back with the next message; null when it ended. */
  booking: ChatBookingSchema.nullable().optional(),
  /** Set when this answer made (or found already made) the reservation. */
  reservationId: z.string().optional(),
});

export type ChatAnswer = z.output<typeof ChatAnswerSchema>;

export const TELEMETRY_TOPICS = [...CHAT_TOPICS, UNKNOWN_TOPIC] as const;

/** One chat telemetry entry. */
export const ChatTelemetryEntrySchema = z.object({
  kind: z.literal('free'),
  topic: z.string().max(64),
  ok: z.boolean(),
  latency: z.number().int().nonnegative().max(600_000),
  status: z.number().int().min(0).max(599),
  tokensIn: z.number().int().nonnegative().max(1_000_000).default(0),
  tokensOut: z.number().int().nonnegative().max(1_000_000).default(0),
  /** Epoch milliseconds on the guest's clock. */
  ts: z.number().int().nonnegative(),
  /** The question when nothing matched (the back office lists them to improve the FAQ). */
  question: z.string().max(CHAT_MESSAGE_MAX).optional(),
  fallback: z.boolean().optional(),
});

export type ChatTelemetryEntry = z.output<typeof ChatTelemetryEntrySchema>;
/** An entry as the widget sends it (the token counts may be left out). */
export type ChatTelemetryEntryInput = z.input<typeof ChatTelemetryEntrySchema>;

export const ChatTelemetryBatchSchema = z
  .array(ChatTelemetryEntrySchema)
  .min(1)
  .max(TELEMETRY_MAX_ENTRIES);

/** A lead from the chat: sent only with all three. */
export const ChatLeadInputSchema = z.object({
  name: z.string().trim().min(1).max(120),
  email: z.email().max(254),
  consent: z.literal(true),
  locale,
});

export type ChatLeadInput = z.output<typeof ChatLeadInputSchema>;

/** A stored telemetry entry (collection `ai_telemetry`): `at` is the server's receipt time (epoch ms). */
export const StoredTelemetrySchema = ChatTelemetryEntrySchema.extend({
  at: z.number().int().nonnegative(),
});
export type StoredTelemetry = z.output<typeof StoredTelemetrySchema>;
