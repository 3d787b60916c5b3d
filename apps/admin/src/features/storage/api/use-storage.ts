import {
  deleteStorageObject,
  getStorageObject,
  listStorage,
  patchStorageObject,
  STORAGE_DELIMITER,
  type StorageMetadataPatch,
} from '@bar/client/endpoints/storage';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminApi, useAdminApi } from '../../../components/editor-kit/use-admin-api';
import { storageQueryKey } from '../../../components/editor-kit/use-storage-uploads';

const listKey = [...storageQueryKey, 'list'] as const;

type Page = { prefix: string; pageToken: string | undefined; pageSize: number };

/** One page of a folder: its subfolders (prefixes) and its files. */
export const storageListQuery = (api: AdminApi, { prefix, pageToken, pageSize }: Page) =>
  queryOptions({
    queryKey: [...listKey, prefix, pageToken, pageSize] as const,
    queryFn: () =>
      api.call(listStorage, {
        query: {
          prefix,
          delimiter: STORAGE_DELIMITER,
          maxResults: pageSize,
          ...(pageToken ? { pageToken } : {}),
        },
      }),
  });

/** One file: its metadata, its address and where the site uses it. */
export const storageObjectQuery = (api: AdminApi, path: string) =>
  queryOptions({
    queryKey: [...storageQueryKey, 'object', path] as const,
    queryFn: () => api.call(getStorageObject, { query: { path } }),
  });

export function useStorageList(page: Page) {
  const api = useAdminApi();
  return useQuery(storageListQuery(api, page));
}

export function useStorageObject(path: string) {
  const api = useAdminApi();
  return useQuery(storageObjectQuery(api, path));
}

/** 'Actualizar': reads every listing and file again. */
export function useRefreshStorage() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: storageQueryKey });
}

/** Saves a file's headers and custom metadata; the answer is what the detail shows next. */
export function usePatchStorageObject(path: string) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StorageMetadataPatch) =>
      api.call(patchStorageObject, { query: { path }, body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(storageObjectQuery(api, path).queryKey, answer);
      void queryClient.invalidateQueries({ queryKey: listKey });
    },
  });
}

/** Deletes a file (`force` when a page uses it and staff confirmed); the listing reads again. */
export function useDeleteStorageObject(path: string) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (force: boolean) =>
      api.call(deleteStorageObject, {
        query: { path, ...(force ? { force: 'true' as const } : {}) },
      }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: storageQueryKey }),
  });
}
