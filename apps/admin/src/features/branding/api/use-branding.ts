import type { ContractBody } from '@bar/domain/api/contract';
import type { patchAdminBrandingContract } from '@bar/domain/api/site-documents';
import type { Locale } from '@bar/domain/locale';
import { getAdminBranding, patchAdminBranding } from '@bar/client/endpoints/site-documents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminApi, useAdminApi } from '../../../components/editor-kit/use-admin-api';
import { versionsQueryKey } from '../../../components/editor-kit/use-versions';
import type { JsonObject } from '../lib/json-edit';

const brandingRoot = ['admin', 'branding'] as const;

/** The common document (`null`) or one language's overrides, with what is stored for it. */
export const brandingQuery = (api: AdminApi, locale: Locale | null) =>
  queryOptions({
    queryKey: [...brandingRoot, locale ?? 'common'] as const,
    // The editor walks both documents as plain JSON trees, which is what the wire carried.
    queryFn: async () => {
      const answer = await api.call(getAdminBranding, { query: locale ? { locale } : {} });
      return answer as typeof answer & { branding: JsonObject; stored: JsonObject };
    },
  });

export function useBranding(locale: Locale | null) {
  const api = useAdminApi();
  return useQuery(brandingQuery(api, locale));
}

/** Reads every branding document again (after a version was restored). */
export function useRefreshBranding() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: brandingRoot });
}

/**
 * 'Guardar todo': the merge patch for that document; done once the documents and its history
 * (the save is a new version) have been read again.
 */
export function useSaveBranding(locale: Locale | null) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: ContractBody<typeof patchAdminBrandingContract>) =>
      api.call(patchAdminBranding, { query: locale ? { locale } : {}, body: patch }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: brandingRoot });
      await queryClient.invalidateQueries({ queryKey: versionsQueryKey('branding', locale ?? '') });
    },
  });
}
