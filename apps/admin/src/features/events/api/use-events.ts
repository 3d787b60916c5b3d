import { createApiClient } from '@bar/client/api-client';
import { useAuth } from '@bar/session/use-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { saveEvent } from '../lib/save-event';
import { deleteEvent, listEvents } from './events-api';

export const eventsQueryKey = ['admin', 'events'] as const;

/** A client that signs each call with the session's ID token. */
export function useEventsApi() {
  const { getIdToken } = useAuth();
  return useMemo(
    () => ({ api: createApiClient({ getToken: () => getIdToken() }), getIdToken }),
    [getIdToken],
  );
}

export function useEventsList() {
  const { api } = useEventsApi();
  return useQuery({ queryKey: eventsQueryKey, queryFn: () => listEvents(api) });
}

export function useDeleteEvent() {
  const { api } = useEventsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteEvent(api, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}

/**
 * Saves a post with its new files (created first when new, then each upload, then the details);
 * the list reads again whether it worked or not (a half-done save may have stored the post).
 */
export function useSaveEvent() {
  const { api, getIdToken } = useEventsApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: Omit<Parameters<typeof saveEvent>[0], 'api' | 'getToken'>) =>
      saveEvent({ api, getToken: () => getIdToken(), ...args }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: eventsQueryKey }),
  });
}
