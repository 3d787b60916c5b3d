import { createApiClient } from '@bar/client/api-client';
import type { AiAgent } from '@bar/domain/ai-agent';
import type { ChatMetrics } from '@bar/domain/assistant/metrics';
import { useAuth } from '@bar/session/use-auth';
import { useMemo } from 'react';

export type AgentLead = {
  id: string;
  name: string;
  email: string;
  locale: string;
  createdAt: string;
};
export type AgentMetrics = ChatMetrics & { from: string; to: string };

const base = (agentId: string) => `/api/admin/ai-agents/${encodeURIComponent(agentId)}`;

/** The agent screen's calls, signed with the session's ID token. */
export function useAgentApi(agentId: string) {
  const { getIdToken } = useAuth();
  return useMemo(() => {
    const api = createApiClient({ getToken: () => getIdToken() });
    return {
      getAgent: () => api.get<AiAgent & { id: string }>(base(agentId)),
      saveAgent: (body: AiAgent) => api.request<AiAgent>(base(agentId), { method: 'PUT', body }),
      listLeads: () => api.get<{ leads: AgentLead[] }>(`${base(agentId)}/leads`),
      metrics: (from: string, to: string) =>
        api.get<AgentMetrics>(`${base(agentId)}/metrics?from=${from}&to=${to}`),
    };
  }, [agentId, getIdToken]);
}
