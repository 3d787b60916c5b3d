import {
  deleteTranslations,
  getTranslations,
  moveTranslations,
  publicDictionary,
  putTranslations,
} from '@bar/client/endpoints/translations';
import { publicBranding, publicSettings } from '@bar/client/endpoints/public-site';
import type { Scope } from '@bar/domain/i18n/scopes';
import type { Locale } from '@bar/domain/locale';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type AdminApi, useAdminApi } from '../../../components/editor-kit/use-admin-api';
import type { Entries, importSaves } from '../lib/translation-table';

/** One translations table: a scope, and for `page` the page's route key. */
export type TranslationsTarget = { scope: Scope; page: string };

const pageQuery = (scope: Scope, page: string) => (scope === 'page' ? { page } : undefined);

/** The table's ids × locales, and the scope they come from (spec §4 fallback). */
export const translationsQuery = (api: AdminApi, { scope, page }: TranslationsTarget) =>
  queryOptions({
    queryKey: ['admin', 'translations', scope, pageQuery(scope, page)?.page ?? null] as const,
    queryFn: () => api.call(getTranslations, { params: { scope }, query: pageQuery(scope, page) }),
    // The editor reads on an explicit load (open, another table, 'Recargar'), always afresh.
    staleTime: 0,
  });

/** What the public site reads for a language: branding, global settings, the dictionary. */
export const inspectorQuery = (api: AdminApi, lang: Locale) =>
  queryOptions({
    queryKey: ['admin', 'inspector', lang] as const,
    queryFn: async () => {
      const [branding, settings, dict] = await Promise.all([
        api.call(publicBranding, { params: { lang } }),
        api.call(publicSettings, {}),
        api.call(publicDictionary, { params: { lang } }),
      ]);
      return { branding: branding.branding, settings: settings.settings, dict: dict.dict };
    },
  });

export function useInspected(lang: Locale) {
  const api = useAdminApi();
  return useQuery(inspectorQuery(api, lang));
}

/** After a write or a load: the version list shows that table's saves. */
function useRefreshVersions() {
  const queryClient = useQueryClient();
  return useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['admin', 'versions'] }),
    [queryClient],
  );
}

/**
 * The editor's load: the stored cells are what its edits start from, so it reads them when
 * staff open a table or ask again, never behind their back.
 */
export function useLoadTranslations() {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const refreshVersions = useRefreshVersions();
  return useCallback(
    async (target: TranslationsTarget) => {
      const answer = await queryClient.fetchQuery(translationsQuery(api, target));
      refreshVersions();
      return answer;
    },
    [api, queryClient, refreshVersions],
  );
}

/** 'Guardar todo': the changed cells, saved in the scope the table shows. */
export function useSaveTranslations() {
  const api = useAdminApi();
  const refreshVersions = useRefreshVersions();
  return useMutation({
    mutationFn: ({ scope, page, entries }: TranslationsTarget & { entries: Entries }) =>
      api.call(putTranslations, {
        params: { scope },
        query: pageQuery(scope, page),
        body: { entries },
      }),
    onSuccess: refreshVersions,
  });
}

/** Deletes ids in the given locales. */
export function useDeleteTranslations() {
  const api = useAdminApi();
  const refreshVersions = useRefreshVersions();
  return useMutation({
    mutationFn: ({
      scope,
      page,
      ids,
      locales,
    }: TranslationsTarget & { ids: string[]; locales: Locale[] }) =>
      api.call(deleteTranslations, {
        params: { scope },
        query: pageQuery(scope, page),
        body: { ids, locales },
      }),
    onSuccess: refreshVersions,
  });
}

/** Moves ids from the table's scope to another (the page's key when either is `page`). */
export function useMoveTranslations() {
  const api = useAdminApi();
  return useMutation({
    mutationFn: ({
      from,
      page,
      ids,
      to,
    }: {
      from: Scope;
      page: string;
      ids: string[];
      to: Scope;
    }) =>
      api.call(moveTranslations, {
        body: { ids, from, to, ...(from === 'page' || to === 'page' ? { page } : {}) },
      }),
  });
}

/** A JSON import: one save per table it touches, in order (stops at the first refusal). */
export function useImportTranslations() {
  const api = useAdminApi();
  return useMutation({
    mutationFn: async (saves: ReturnType<typeof importSaves>) => {
      for (const save of saves)
        await api.call(putTranslations, {
          params: { scope: save.scope },
          query: save.page ? { page: save.page } : undefined,
          body: { entries: save.entries },
        });
    },
  });
}
