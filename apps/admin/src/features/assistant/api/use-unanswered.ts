import {
  type AnswerUnanswered,
  answerUnanswered,
  listUnanswered,
} from '@bar/client/endpoints/assistant';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminApi, useAdminApi } from '../../../components/editor-kit/use-admin-api';

const unansweredKey = (agentId: string) => ['admin', 'ai-agent', agentId, 'unanswered'] as const;

/** The questions the assistant could not answer, close wordings grouped, newest first. */
export const unansweredQuery = (api: AdminApi, agentId: string) =>
  queryOptions({
    queryKey: unansweredKey(agentId),
    queryFn: () => api.call(listUnanswered, { params: { agentId } }),
  });

export function useUnanswered(agentId: string) {
  const api = useAdminApi();
  return useQuery(unansweredQuery(api, agentId));
}

/**
 * Answers a group with a FAQ entry in es, en and fr; the list (the group leaves it) and the
 * branding editor (its FAQ gained the entry) read again.
 */
export function useAnswerUnanswered(agentId: string) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnswerUnanswered) =>
      api.call(answerUnanswered, { params: { agentId }, body }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unansweredKey(agentId) }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'branding'] }),
      ]),
  });
}
