import { getAdminSettings } from '@bar/client/endpoints/site-admin';
import { useQuery } from '@tanstack/react-query';
import { useAdminApi } from './use-admin-api';

export const settingsQueryKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings: the effective settings and the stored document. */
export function useSettings() {
  const api = useAdminApi();
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => api.call(getAdminSettings, {}),
  });
}
