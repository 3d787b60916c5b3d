import { createApiClient } from '@bar/client/api-client';
import { useAuth } from '@bar/session/use-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { savePost } from '../lib/save-post';
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

/**
 * Saves a post with its new files (created first when new, then each upload, then the details);
 * the list reads again whether it worked or not (a half-done save may have stored the post).
 */
export function useSavePost() {
  const { api, getIdToken } = usePostsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Omit<Parameters<typeof savePost>[0], 'api' | 'getToken'>) =>
      savePost({ api, getToken: () => getIdToken(), ...args }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: postsQueryKey }),
  });
}
