import { useCallOptions } from '../../../components/editor-kit/use-call-options';
import { endpointQuery } from '@bar/client/endpoint-query';
import { type AgentConfig, getAgentConfig, putAgentConfig } from '@bar/client/endpoints/assistant';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** The configuration screen's load and save-all, signed with the session's token. */
export function useAgentConfig(agentId: string) {
  const queryClient = useQueryClient();
  const options = useCallOptions();
  const query = useQuery(endpointQuery(getAgentConfig, { params: { agentId } }, options));
  const save = useCallback(
    async (body: AgentConfig) => {
      const answer = await putAgentConfig({ params: { agentId }, body }, options);
      queryClient.setQueryData(
        endpointQuery(getAgentConfig, { params: { agentId } }, options).queryKey,
        answer,
      );
      // The settings and branding editors read the stores this save wrote.
      await Promise.all(
        ['settings', 'branding'].map((area) =>
          queryClient.invalidateQueries({ queryKey: ['admin', area] }),
        ),
      );
      return answer;
    },
    [agentId, options, queryClient],
  );
  return { query, save };
}
