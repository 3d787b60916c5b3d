import type { Settings } from '@bar/domain/settings/schema';
import { useQuery } from '@tanstack/react-query';
import { useAdminApi } from '../../../components/editor-kit/use-admin-api';

/** GET /api/admin/settings: the effective settings and the stored document. */
export type AdminSettings = {
  settings: Settings;
  stored: Record<string, unknown>;
  updatedAt: string;
};

export const settingsQueryKey = ['admin', 'settings'] as const;

export function useSettings() {
  const api = useAdminApi();
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => api.get<AdminSettings>('/api/admin/settings'),
  });
}
