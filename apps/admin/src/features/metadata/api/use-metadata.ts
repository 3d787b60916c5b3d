import {
  deleteMetadataFields,
  getMetadata,
  getMetadataOrder,
  putMetadata,
  putMetadataOrder,
} from '@bar/client/endpoints/metadata';
import type { Scope } from '@bar/domain/i18n/scopes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type AdminApi, useAdminApi } from '../../../components/editor-kit/use-admin-api';
import { type MetadataEntries, orderKey } from '../lib/metadata-table';

/** One metadata table: a scope, and for `page` the page's route key. */
export type MetadataTarget = { scope: Scope; routeKey: string };

const metaKey = ['admin', 'meta'] as const;
const pageQuery = ({ scope, routeKey }: MetadataTarget) =>
  scope === 'page' ? { routeKey } : undefined;

/** The table's stored cells (field × locale). */
export const metadataQuery = (api: AdminApi, target: MetadataTarget) =>
  queryOptions({
    queryKey: [...metaKey, target.scope, pageQuery(target)?.routeKey ?? null] as const,
    queryFn: () =>
      api.call(getMetadata, { params: { scope: target.scope }, query: pageQuery(target) }),
    // The editor reads on an explicit load (open, another table, 'Recargar'), always afresh.
    staleTime: 0,
  });

/** The table's saved row order. */
export const metadataOrderQuery = (api: AdminApi, target: MetadataTarget) =>
  queryOptions({
    queryKey: [...metaKey, 'order', orderKey(target.scope, target.routeKey)] as const,
    queryFn: () =>
      api.call(getMetadataOrder, { params: { key: orderKey(target.scope, target.routeKey) } }),
    staleTime: 0,
  });

/**
 * The editor's loads: the stored cells are what its edits start from, so it reads them when
 * staff open a table or ask again, never behind their back. A table's load also refreshes the
 * version list (it shows that table's saves).
 */
export function useMetadataLoaders() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const loadTable = useCallback(
    async (target: MetadataTarget) => {
      const [table, order] = await Promise.all([
        queryClient.fetchQuery(metadataQuery(api, target)),
        queryClient.fetchQuery(metadataOrderQuery(api, target)),
      ]);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'versions'] });
      return { entries: table.entries, order: order.ids };
    },
    [api, queryClient],
  );
  const loadOrder = useCallback(
    async (target: MetadataTarget) =>
      (await queryClient.fetchQuery(metadataOrderQuery(api, target))).ids,
    [api, queryClient],
  );
  return { loadTable, loadOrder };
}

/** 'Guardar': the changed cells, then the removed fields (each only when there are any). */
export function useSaveMetadata() {
  const api = useAdminApi();
  return useMutation({
    mutationFn: async ({
      target,
      entries,
      removed,
    }: {
      target: MetadataTarget;
      entries: MetadataEntries;
      removed: string[];
    }) => {
      const params = { scope: target.scope };
      if (Object.keys(entries).length > 0)
        await api.call(putMetadata, { params, query: pageQuery(target), body: { entries } });
      if (removed.length > 0)
        await api.call(deleteMetadataFields, {
          params,
          query: pageQuery(target),
          body: { fields: removed },
        });
    },
  });
}

/** 'Guardar orden': the rows' order for the table; the next order read answers it. */
export function useSaveMetadataOrder() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, ids }: { target: MetadataTarget; ids: string[] }) =>
      api.call(putMetadataOrder, {
        params: { key: orderKey(target.scope, target.routeKey) },
        body: { ids },
      }),
    onSuccess: (_answer, { target }) =>
      void queryClient.invalidateQueries({ queryKey: metadataOrderQuery(api, target).queryKey }),
  });
}

/** An import: one save per table it touches, in order (stops at the first refusal). */
export function useImportMetadata() {
  const api = useAdminApi();
  return useMutation({
    mutationFn: async (groups: { scope: Scope; routeKey?: string; entries: MetadataEntries }[]) => {
      for (const group of groups)
        await api.call(putMetadata, {
          params: { scope: group.scope },
          query: group.scope === 'page' ? { routeKey: group.routeKey ?? 'home' } : undefined,
          body: { entries: group.entries },
        });
    },
  });
}
