import type { ContractBody } from '@bar/domain/api/contract';
import type { patchAdminSettingsContract } from '@bar/domain/api/site-documents';
import { getAdminSettings, patchAdminSettings } from '@bar/client/endpoints/site-documents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminApi, useAdminApi } from './use-admin-api';
import { versionsQueryKey } from './use-versions';

export const settingsQueryKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings: the effective settings and the stored document. */
export const settingsQuery = (api: AdminApi) =>
  queryOptions({
    queryKey: settingsQueryKey,
    queryFn: () => api.call(getAdminSettings, {}),
  });

/** The settings document, one query shared by the tabs that read it. */
export function useSettings() {
  const api = useAdminApi();
  return useQuery(settingsQuery(api));
}

/**
 * PATCH /api/admin/settings (a merge patch): done once the settings and their history (the save
 * is a new version) have been read again.
 */
export function useSaveSettings() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractBody<typeof patchAdminSettingsContract>) =>
      api.call(patchAdminSettings, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: settingsQueryKey });
      await queryClient.invalidateQueries({ queryKey: versionsQueryKey('settings', '') });
    },
  });
}

/** Reads the settings again (after a version was restored). */
export function useRefreshSettings() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: settingsQueryKey });
}
