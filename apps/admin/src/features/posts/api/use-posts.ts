import { createApiClient } from '@bar/client/api-client';
import { useAuth } from '@bar/session/use-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { deletePost, listPosts } from './posts-api';

export const postsQueryKey = ['admin', 'events'] as const;

/** A client that signs each call with the session's ID token. */
export function usePostsApi() {
  const { getIdToken } = useAuth();
  return useMemo(
    () => ({ api: createApiClient({ getToken: () => getIdToken() }), getIdToken }),
    [getIdToken],
  );
}

export function usePostsList() {
  const { api } = usePostsApi();
  return useQuery({ queryKey: postsQueryKey, queryFn: () => listPosts(api) });
}

export function useDeletePost() {
  const { api } = usePostsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deletePost(api, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: postsQueryKey }),
  });
}
