import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiClient } from './api-client';

export type FirebaseWebConfig = {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
};

/** Public runtime configuration: browsers start the Firebase web SDK from it. */
export type ClientConfig = {
  firebase: FirebaseWebConfig;
  /** e.g. http://127.0.0.1:9099 on the local stack, null in production. */
  authEmulatorUrl: string | null;
  /** True on the local stack (the admin gate then offers the e-mail form). */
  localMode: boolean;
  /** Public site origin when it differs from this host (locally http://localhost:3000). */
  webUrl?: string | null;
};

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
