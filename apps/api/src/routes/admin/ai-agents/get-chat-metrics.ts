import { AgentIdSchema } from '@bar/domain/ai-agent';
import { chatMetrics } from '@bar/domain/assistant/metrics';
import { zonedDateTime } from '@bar/domain/events/dates';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCESS } from '../../../lib/roles.js';
import {
  authErrorResponses,
  bearerSecurity,
  ErrorBodySchema,
} from '../../../plugins/app/auth/openapi.js';
import { listTelemetry } from '../../../repositories/chat-telemetry.js';
import { tenantTimeZone } from '../../../repositories/events.js';

const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const counted = <K extends string>(key: K) =>
  z.array(
    z.object({ [key]: z.string(), count: z.number() } as Record<K, z.ZodString> & {
      count: z.ZodNumber;
    }),
  );

const MetricsSchema = z.object({
  from: Day,
  to: Day,
  total: z.number(),
  perDay: z.array(
    z.object({ day: Day, questions: z.number(), unanswered: z.number(), failed: z.number() }),
  ),
  topics: counted('topic'),
  unanswered: counted('question'),
  latency: z.object({ p50: z.number(), p95: z.number(), avg: z.number() }),
  tokens: z.object({ in: z.number(), out: z.number() }),
  fallbacks: z.number(),
});

const MAX_DAYS = 366;

/**
 * GET /api/admin/ai-agents/:agentId/metrics?from=YYYY-MM-DD&to=YYYY-MM-DD: the chat's telemetry
 * over a date range (both days included, UTC bounds widened by a day and cut in the tenant zone).
 */
const getChatMetrics: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.get(
    '/:agentId/metrics',
    {
      config: { access: ACCESS.staff },
      schema: {
        tags: ['admin'],
        summary: 'Chat metrics over a date range',
        security: bearerSecurity,
        params: z.object({ agentId: AgentIdSchema }),
        querystring: z
          .object({ from: Day, to: Day })
          .refine((q) => q.from <= q.to, { path: ['to'], message: 'to >= from' })
          .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= MAX_DAYS, {
            path: ['to'],
            message: `at most ${MAX_DAYS} days`,
          }),
        response: { 200: MetricsSchema, 400: ErrorBodySchema, ...authErrorResponses },
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const timeZone = await tenantTimeZone(request.docs);
      const entries = await listTelemetry(
        request.docs,
        Date.parse(`${from}T00:00:00Z`) - 86_400_000,
        Date.parse(`${to}T00:00:00Z`) + 2 * 86_400_000,
      );
      const inRange = entries.filter((entry) => {
        const day = zonedDateTime(new Date(entry.at), timeZone).date;
        return day >= from && day <= to;
      });
      void reply.header('cache-control', 'no-store');
      return { from, to, ...chatMetrics(inRange, timeZone) };
    },
  );
  done();
};

export default getChatMetrics;
