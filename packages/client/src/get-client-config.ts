import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@bar/domain/client-config';
import { apiClient, type ApiClient } from './api-client';

export type { ClientConfig } from '@bar/domain/client-config';

export function getClientConfig(client: ApiClient = apiClient): Promise<ClientConfig> {
  return client.get<ClientConfig>('/api/client-config', { token: null });
}

export const clientConfigQueryKey = ['client-config'] as const;

export function getClientConfigQueryOptions(client: ApiClient = apiClient) {
  return queryOptions({
    queryKey: clientConfigQueryKey,
    queryFn: () => getClientConfig(client),
    // The configuration is fixed for the life of a deployment.
    staleTime: Infinity,
  });
}

export function useClientConfig() {
  return useQuery(getClientConfigQueryOptions());
}
