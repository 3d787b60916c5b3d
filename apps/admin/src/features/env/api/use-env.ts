import {
  backupEnv,
  getEnvVersion,
  listEnvVersions,
  resolveEnv,
  restoreEnvVersion,
} from '@bar/client/endpoints/env';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminApi, useAdminApi } from '../../../components/editor-kit/use-admin-api';
import type { BackupBody } from '../lib/env-form';

/** Everything the environment tab reads sits under this key (the versions too). */
const envQueryKey = ['admin', 'env'] as const;
const versionsKey = [...envQueryKey, 'versions'] as const;

/** The declared variables with what is saved (secrets as their masks). */
export const envQuery = (api: AdminApi) =>
  queryOptions({ queryKey: envQueryKey, queryFn: () => api.call(resolveEnv, {}) });

/** The saved versions, newest first. */
export const envVersionsQuery = (api: AdminApi) =>
  queryOptions({ queryKey: versionsKey, queryFn: () => api.call(listEnvVersions, {}) });

/** One saved version with its variables (for the differences). */
export const envVersionQuery = (api: AdminApi, ts: number) =>
  queryOptions({
    queryKey: [...versionsKey, ts] as const,
    queryFn: () => api.call(getEnvVersion, { params: { ts } }),
  });

export function useEnv() {
  const api = useAdminApi();
  return useQuery(envQuery(api));
}

export function useEnvVersions() {
  const api = useAdminApi();
  return useQuery(envVersionsQuery(api));
}

/** The selected version, read once one is selected. */
export function useEnvVersion(ts: number | null) {
  const api = useAdminApi();
  return useQuery({ ...envVersionQuery(api, ts ?? 0), enabled: ts !== null });
}

/** "Guardar ENV": stores the variables; the tab then reads them (and the versions) again. */
export function useBackupEnv() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BackupBody) => api.call(backupEnv, { body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: envQueryKey }),
  });
}

/** Writes a saved version back (itself a new version); the tab then reads everything again. */
export function useRestoreEnvVersion(outcome: {
  onSuccess: () => void;
  onError: (error: Error) => void;
}) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ts: number) => api.call(restoreEnvVersion, { params: { ts } }),
    onSuccess: () => {
      outcome.onSuccess();
      void queryClient.invalidateQueries({ queryKey: envQueryKey });
    },
    onError: outcome.onError,
  });
}
