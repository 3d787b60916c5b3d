import { type ApiClient, type ApiRequestOptions, createApiClient } from '@bar/client/api-client';
import { useAuth } from '@bar/session/use-auth';
import { useMemo } from 'react';
import { useLocale } from '../../lib/locale-context';

/**
 * A client that signs each call with the session's ID token and asks the API for its error
 * texts in the panel's language (`x-locale`).
 */
export function useAdminApi(): ApiClient {
  const { getIdToken } = useAuth();
  const { locale } = useLocale();
  return useMemo(() => {
    const base = createApiClient({ getToken: () => getIdToken() });
    return {
      request: <T>(path: string, options: ApiRequestOptions = {}) =>
        base.request<T>(path, { locale, ...options }),
      get: <T>(path: string, options: Omit<ApiRequestOptions, 'method' | 'body'> = {}) =>
        base.get<T>(path, { locale, ...options }),
    };
  }, [getIdToken, locale]);
}
