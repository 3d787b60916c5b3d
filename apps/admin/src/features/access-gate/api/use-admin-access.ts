import { adminAccessBaseKey, useAdminAccess } from '@bar/client/check-admin-access';
import { useAuth } from '@bar/session/use-auth';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useLocale } from '../../../lib/locale-context';

/**
 * The server's verdict for the signed-in account, its text in the panel's language; forgotten as
 * soon as nobody is signed in.
 */
export function useAdminAccessForSession() {
  const { uid, userRole, getIdToken, loading } = useAuth();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const getToken = useCallback(() => getIdToken(), [getIdToken]);
  const query = useAdminAccess(loading ? null : uid, getToken, userRole, locale);

  useEffect(() => {
    if (!loading && uid === null) queryClient.removeQueries({ queryKey: adminAccessBaseKey });
  }, [loading, uid, queryClient]);

  return query;
}

/** Sign-out clears user and token (the SDK) and the cached permission. */
export function useAdminSignOut() {
  const { signOut } = useAuth();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await signOut();
    queryClient.removeQueries({ queryKey: adminAccessBaseKey });
  }, [signOut, queryClient]);
}
