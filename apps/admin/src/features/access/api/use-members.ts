import { createApiClient } from '@bar/client/api-client';
import { endpointQuery } from '@bar/client/endpoint-query';
import { addMember, listMembers, removeMember } from '@bar/client/endpoints/access';
import { useAuth } from '@bar/session/use-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The tenant's admins and change log, and the two changes, each call signed with the session's token. */
export function useMembers() {
  const { getIdToken } = useAuth();
  const { i18n } = useTranslation('admin');
  const queryClient = useQueryClient();
  const options = useMemo(
    () => ({ client: createApiClient({ getToken: () => getIdToken() }), locale: i18n.language }),
    [getIdToken, i18n.language],
  );
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
