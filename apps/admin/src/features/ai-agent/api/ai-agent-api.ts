import { createApiClient } from '@bar/client/api-client';
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

/** The leads' and metrics' calls, signed with the session's ID token. */
export function useAgentApi(agentId: string) {
  const { getIdToken } = useAuth();
  return useMemo(() => {
    const api = createApiClient({ getToken: () => getIdToken() });
    return {
      listLeads: () => api.get<{ leads: AgentLead[] }>(`${base(agentId)}/leads`),
      metrics: (from: string, to: string) =>
        api.get<AgentMetrics>(`${base(agentId)}/metrics?from=${from}&to=${to}`),
    };
  }, [agentId, getIdToken]);
}
