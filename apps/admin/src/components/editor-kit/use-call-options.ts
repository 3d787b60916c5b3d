import { createApiClient } from '@bar/client/api-client';
import { useAuth } from '@bar/session/use-auth';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The API client signed with the session's token, its errors in the panel's language. */
export function useCallOptions() {
  const { getIdToken } = useAuth();
  const { i18n } = useTranslation('admin');
  return useMemo(
    () => ({ client: createApiClient({ getToken: () => getIdToken() }), locale: i18n.language }),
    [getIdToken, i18n.language],
  );
}
