import { queryOptions, useQuery } from '@tanstack/react-query';
import type { getClientConfigContract } from '@bar/domain/api/session';
import type { ClientConfig } from '@bar/domain/client-config';
import { apiClient, type ApiClient } from './api-client';
import { endpoint } from './endpoint';

export type { ClientConfig } from '@bar/domain/client-config';

// Loaded in development and tests only, to check every answer; a production build drops it.
const contracts = import.meta.env.DEV ? import('@bar/domain/api/session') : undefined;

/** GET /api/client-config — the public browser configuration. */
export const getClientConfigEndpoint = endpoint<typeof getClientConfigContract>(
  'GET /api/client-config',
  contracts?.then((m) => m.getClientConfigContract),
);

export function getClientConfig(client: ApiClient = apiClient): Promise<ClientConfig> {
  return getClientConfigEndpoint({}, { token: null, client });
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
