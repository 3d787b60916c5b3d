import type { Settings } from '@bar/domain/settings/schema';
import { useQuery } from '@tanstack/react-query';
import { useAdminApi } from '../../../components/editor-kit/use-admin-api';

/** GET /api/admin/settings, under the settings tab's own key so a save there refreshes here. */
export const settingsQueryKey = ['admin', 'settings'] as const;

export function useBookingSettings() {
  const api = useAdminApi();
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: () =>
      api.get<{ settings: Settings; stored: Record<string, unknown>; updatedAt: string }>(
        '/api/admin/settings',
      ),
  });
}
