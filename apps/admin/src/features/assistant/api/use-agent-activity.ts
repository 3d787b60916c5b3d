import { getAgentMetrics, listAgentLeads } from '@bar/client/endpoints/assistant';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminApi, useAdminApi } from '../../../components/editor-kit/use-admin-api';

const agentKey = (agentId: string) => ['admin', 'ai-agent', agentId] as const;

/** The chat's leads (ai_contacts), newest first. */
export const agentLeadsQuery = (api: AdminApi, agentId: string) =>
  queryOptions({
    queryKey: [...agentKey(agentId), 'leads'] as const,
    queryFn: () => api.call(listAgentLeads, { params: { agentId } }),
  });

/** The chat's metrics between two days (ISO dates, both included). */
export const agentMetricsQuery = (api: AdminApi, agentId: string, from: string, to: string) =>
  queryOptions({
    queryKey: [...agentKey(agentId), 'metrics', from, to] as const,
    queryFn: () => api.call(getAgentMetrics, { params: { agentId }, query: { from, to } }),
  });

export function useAgentLeads(agentId: string) {
  const api = useAdminApi();
  return useQuery(agentLeadsQuery(api, agentId));
}

/** Read only while the range is a range (`from` not after `to`). */
export function useAgentMetrics(agentId: string, from: string, to: string) {
  const api = useAdminApi();
  return useQuery({ ...agentMetricsQuery(api, agentId, from, to), enabled: from <= to });
}
