import { versionEndpoints } from '@bar/client/endpoints/versions';
import type { VersionArea } from '@bar/domain/versions/schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminApi } from './use-admin-api';

export const versionsQueryKey = (area: VersionArea, doc: string) =>
  ['admin', 'versions', area, doc] as const;

/** GET /api/admin/{area}/versions?doc=: the newest 50 saves (who, when, what changed). */
export function useVersionList(area: VersionArea, doc: string) {
  const api = useAdminApi();
  return useQuery({
    queryKey: versionsQueryKey(area, doc),
    queryFn: () => api.call(versionEndpoints(area).list, { query: { doc } }),
    // An editor opened again after a save lists that save: read on every mount.
    staleTime: 0,
  });
}

/** GET /api/admin/{area}/versions/:id?doc=: one save with its stored document (for the diff). */
export function useVersion(area: VersionArea, doc: string, id: string | null) {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...versionsQueryKey(area, doc), id],
    enabled: id !== null,
    queryFn: () =>
      api.call(versionEndpoints(area).get, { params: { id: id ?? '' }, query: { doc } }),
  });
}

/** POST /api/admin/{area}/versions/:id/restore?doc=: writes that save back (a new version). */
export function useRestoreVersion(area: VersionArea, doc: string) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.call(versionEndpoints(area).restore, { params: { id }, query: { doc } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: versionsQueryKey(area, doc) }),
  });
}
