import { useCallOptions } from '../../../components/editor-kit/use-call-options';
import { endpointQuery } from '@bar/client/endpoint-query';
import { addMember, listMembers, removeMember } from '@bar/client/endpoints/access';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** The tenant's admins and change log, and the two changes, each call signed with the session's token. */
export function useMembers() {
  const queryClient = useQueryClient();
  const options = useCallOptions();
  const list = useQuery(endpointQuery(listMembers, {}, options));
  const refresh = (answer: Awaited<ReturnType<typeof listMembers>>) =>
    queryClient.setQueryData(endpointQuery(listMembers, {}, options).queryKey, answer);
  const add = useMutation({
    mutationFn: (email: string) => addMember({ body: { email } }, options),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (email: string) => removeMember({ params: { email } }, options),
    onSuccess: refresh,
  });
  return { list, add, remove };
}
