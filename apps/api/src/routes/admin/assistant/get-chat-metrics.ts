import { getAgentMetricsContract } from '@bar/domain/api/assistant';
import { chatMetrics } from '@bar/domain/assistant/metrics';
import { zonedDateTime } from '@bar/domain/events/dates';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { listTelemetry } from '../../../repositories/chat-telemetry.js';
import { tenantTimeZone } from '../../../repositories/events.js';
import { staffContractRoute } from '../../../lib/http/contract-route.js';

/**
 * GET /api/admin/ai-agents/:agentId/metrics?from=YYYY-MM-DD&to=YYYY-MM-DD: the chat's telemetry
 * over a date range (both days included, UTC bounds widened by a day and cut in the tenant zone).
 */
const getChatMetrics: FastifyPluginCallbackZod = (fastify, _opts, done) => {
  fastify.route({
    ...staffContractRoute(fastify, getAgentMetricsContract),
    handler: async (request) => {
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
      return { from, to, ...chatMetrics(inRange, timeZone) };
    },
  });
  done();
};

export default getChatMetrics;
