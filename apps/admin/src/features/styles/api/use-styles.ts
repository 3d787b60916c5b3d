import type { ContractBody } from '@bar/domain/api/contract';
import type { patchAdminStylesContract } from '@bar/domain/api/site-documents';
import type { ThemeSlotName } from '@bar/domain/styles/theme-css';
import type { ThemeAliases } from '@bar/domain/styles/themes';
import {
  getAdminStyles,
  patchAdminSettings,
  patchAdminStyles,
} from '@bar/client/endpoints/site-documents';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminApi, useAdminApi } from '../../../components/editor-kit/use-admin-api';
import { settingsQueryKey } from '../../../components/editor-kit/use-settings';
import { versionsQueryKey } from '../../../components/editor-kit/use-versions';

/** The themes' light/dark aliases and the slot a first visit starts in (settings `website.theme`). */
export type ThemeSettings = { aliases: ThemeAliases; initialSlot: ThemeSlotName };

const stylesKey = ['admin', 'styles'] as const;

/** GET /api/admin/styles: the stored styles document. */
export const stylesQuery = (api: AdminApi) =>
  queryOptions({ queryKey: stylesKey, queryFn: () => api.call(getAdminStyles, {}) });

export function useStyles() {
  const api = useAdminApi();
  return useQuery(stylesQuery(api));
}

/** Reads the styles again (after a version was restored). */
export function useRefreshStyles() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: stylesKey });
}

/**
 * 'Guardar todo': the styles' merge patch first (the settings name themes that must exist by
 * then), then the theme settings; each part only when it changed, each read again once saved.
 */
export function useSaveStyles() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      styles,
      theme,
    }: {
      styles: ContractBody<typeof patchAdminStylesContract> | null;
      theme: ThemeSettings | null;
    }) => {
      if (styles) {
        await api.call(patchAdminStyles, { body: styles });
        await queryClient.invalidateQueries({ queryKey: stylesKey });
        await queryClient.invalidateQueries({ queryKey: versionsQueryKey('styles', '') });
      }
      if (theme) {
        await api.call(patchAdminSettings, { body: { website: { theme } } });
        // The settings tab's query: a save here refreshes it there.
        await queryClient.invalidateQueries({ queryKey: settingsQueryKey });
      }
    },
  });
}
