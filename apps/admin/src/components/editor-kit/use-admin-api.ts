import type { Contract, ContractAnswer } from '@bar/domain/api/contract';
import { type ApiClient, type ApiRequestOptions, createApiClient } from '@bar/client/api-client';
import type { CallInput, Endpoint } from '@bar/client/endpoint';
import { useAuth } from '@bar/session/use-auth';
import { useMemo } from 'react';
import { useLocale } from '../../lib/locale-context';

export type AdminApi = ApiClient & {
  /** One contract endpoint (`@bar/client/endpoints/*`), signed and in the panel's language. */
  call: <C extends Contract>(
    endpoint: Endpoint<C>,
    input: CallInput<C>,
  ) => Promise<ContractAnswer<C>>;
};

/**
 * A client that signs each call with the session's ID token and asks the API for its error
 * texts in the panel's language (`x-locale`).
 */
export function useAdminApi(): AdminApi {
  const { getIdToken } = useAuth();
  const { locale } = useLocale();
  return useMemo(() => {
    const base = createApiClient({ getToken: () => getIdToken() });
    return {
      request: <T>(path: string, options: ApiRequestOptions = {}) =>
        base.request<T>(path, { locale, ...options }),
      get: <T>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
        base.get<T>(path, { locale, ...options }),
      call: (endpoint, input) => endpoint(input, { client: base, locale }),
    };
  }, [getIdToken, locale]);
}
