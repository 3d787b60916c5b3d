import { createApiClient } from '@bar/client/api-client';
import type { CatalogItemInput } from '@bar/domain/catalog/schema';
import { useAuth } from '@bar/session/use-auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type CatalogKind,
  createCatalogItem,
  deleteCatalogItem,
  listCatalog,
  reorderCatalog,
  updateCatalogItem,
  uploadCatalogImage,
} from './catalog-api';

export const catalogQueryKey = (kind: CatalogKind) => ['admin', 'catalog', kind] as const;

/** A client that signs each call with the session's ID token. */
export function useCatalogApi() {
  const { getIdToken } = useAuth();
  return useMemo(
    () => ({ api: createApiClient({ getToken: () => getIdToken() }), getIdToken }),
    [getIdToken],
  );
}

export function useCatalogList(kind: CatalogKind) {
  const { api } = useCatalogApi();
  return useQuery({
    queryKey: catalogQueryKey(kind),
    queryFn: async () => (await listCatalog(api, kind)).items,
  });
}

/** Save (create or edit), delete and reorder; each reloads the list when done. */
export function useCatalogMutations(kind: CatalogKind) {
  const { api } = useCatalogApi();
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: catalogQueryKey(kind) });
  return {
    save: useMutation({
      mutationFn: ({ id, body }: { id: string | null; body: CatalogItemInput }) =>
        id ? updateCatalogItem(api, kind, id, body) : createCatalogItem(api, kind, body),
      onSettled: reload,
    }),
    remove: useMutation({
      mutationFn: (id: string) => deleteCatalogItem(api, kind, id),
      onSettled: reload,
    }),
    reorder: useMutation({
      mutationFn: (ids: string[]) => reorderCatalog(api, kind, ids),
      onSettled: reload,
    }),
  };
}

/** The item's picture, uploaded (multipart) before the save names it; errors in `locale`. */
export function useUploadCatalogImage(kind: CatalogKind, locale: string) {
  const { getIdToken } = useCatalogApi();
  return useMutation({
    mutationFn: async (file: File) => uploadCatalogImage(kind, file, await getIdToken(), locale),
  });
}
