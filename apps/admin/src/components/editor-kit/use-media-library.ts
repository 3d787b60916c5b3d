import { listStorage, STORAGE_MAX_RESULTS } from '@bar/client/endpoints/storage';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { type AdminApi, useAdminApi } from './use-admin-api';
import { storageQueryKey } from './use-storage-uploads';

/** The media library's listing: every stored file, flat (the Files section's, without folders). */
export const mediaLibraryQuery = (api: AdminApi) =>
  queryOptions({
    queryKey: [...storageQueryKey, 'library'] as const,
    queryFn: () =>
      api.call(listStorage, { query: { prefix: '', maxResults: STORAGE_MAX_RESULTS } }),
  });

/** The library's files, read while the picker is open. */
export function useMediaLibrary() {
  return useQuery(mediaLibraryQuery(useAdminApi()));
}
