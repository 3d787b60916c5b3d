import { type CloudCollection, listCloudExports, listCloudRows } from '@bar/client/endpoints/cloud';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminApi, useAdminApi } from '../../../components/editor-kit/use-admin-api';
import { useCsvDownload } from '../../../components/editor-kit/use-csv-download';

/** One collection between two of the restaurant's days (either may be empty: no bound). */
export type CloudSearch = { collection: CloudCollection; from: string; to: string };

const rangeQuery = ({ from, to }: CloudSearch) => ({ ...(from && { from }), ...(to && { to }) });
const exportsKey = ['admin', 'cloud-exports'] as const;

/** The collection's documents in the range (at most 1000; the answer says when it stopped). */
export const cloudRowsQuery = (api: AdminApi, search: CloudSearch) =>
  queryOptions({
    queryKey: ['admin', 'cloud', search] as const,
    queryFn: () =>
      api.call(listCloudRows, {
        params: { collection: search.collection },
        query: { ...rangeQuery(search), limit: 1000 },
      }),
  });

/** The log of CSV exports (who, when, what). */
export const cloudExportsQuery = (api: AdminApi) =>
  queryOptions({ queryKey: exportsKey, queryFn: () => api.call(listCloudExports, {}) });

export function useCloudRows(search: CloudSearch) {
  const api = useAdminApi();
  return useQuery(cloudRowsQuery(api, search));
}

export function useCloudExports() {
  const api = useAdminApi();
  return useQuery(cloudExportsQuery(api));
}

/**
 * Downloads the whole result as CSV (built by the API, which logs the export); `onSuccess` runs
 * once the file is saved, then the log reads again.
 */
export function useCloudCsvExport(outcome: {
  onSuccess: () => void;
  onError: (error: Error) => void;
}) {
  const download = useCsvDownload();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (search: CloudSearch) => {
      const params = new URLSearchParams(rangeQuery(search)).toString();
      return download(
        `/api/admin/cloud/${search.collection}/export.csv${params ? `?${params}` : ''}`,
        `${search.collection}.csv`,
      );
    },
    onSuccess: () => {
      outcome.onSuccess();
      return queryClient.invalidateQueries({ queryKey: exportsKey });
    },
    onError: outcome.onError,
  });
}
