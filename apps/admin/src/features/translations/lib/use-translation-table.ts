import {
  type ImportMode,
  parseTranslationFiles,
  planTranslationImport,
} from '@bar/domain/i18n/import-files';
import type { Scope } from '@bar/domain/i18n/scopes';
import { addTranslationIds } from '@bar/domain/i18n/translation-ids';
import type { Locale } from '@bar/domain/locale';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SUCCESS_LONG_MS,
  SUCCESS_SHORT_MS,
  useStatusLine,
} from '../../../components/content-table/use-status-line';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { useToast } from '../../../components/editor-kit/toast';
import { useLatestCall } from '../../../components/editor-kit/use-latest-call';
import { changedCells, type Entries, importSaves } from './translation-table';
import {
  useDeleteTranslations,
  useImportTranslations,
  useLoadTranslations,
  useMoveTranslations,
  useSaveTranslations,
} from '../api/use-translations';

type Loaded = {
  scope: Scope;
  page: string;
  /** The scope whose ids are shown (spec §4 fallback): edits save there. */
  source: Scope;
  fallback: boolean;
};

/** User texts in messages: React escapes them already. */
const PLAIN = { interpolation: { escapeValue: false } };

/**
 * One translations table being edited: what is stored and what staff typed, its ids, the
 * selection and the page, with the load (again whenever the scope or page changes), the save of
 * the changed cells, and the deletes, moves, added ids and JSON imports, each telling staff how
 * it went (status line and toasts).
 */
export function useTranslationTable({
  scope,
  page,
  active,
}: {
  scope: Scope;
  page: string;
  active: Locale[];
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const status = useStatusLine();
  const importTables = useImportTranslations();
  const moveTo = useMoveTranslations();
  const deleteIds = useDeleteTranslations();
  const { mutateAsync: saveCells } = useSaveTranslations();
  const loadTable = useLoadTranslations();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [stored, setStored] = useState<Entries>({});
  const [values, setValues] = useState<Entries>({});
  const [ids, setIds] = useState<string[]>([]);
  /** Ids staff added since the load: they belong to the asked scope, even over a fallback. */
  const [addedIds, setAddedIds] = useState<ReadonlySet<string>>(new Set());
  const [pageIndex, setPageIndex] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);

  /** The newest load wins: an answer for a table staff already left (a slower read) is dropped. */
  const beginLoad = useLatestCall();
  const load = useCallback(
    async (target: { scope: Scope; page: string }) => {
      const stale = beginLoad();
      setBusy(true);
      status.show(t('translationsTab.status.loading'));
      try {
        const answer = await loadTable(target);
        if (stale()) return;
        setStored(answer.entries);
        setValues(answer.entries);
        setIds(Object.keys(answer.entries).sort((a, b) => a.localeCompare(b)));
        setLoaded({ ...target, source: answer.source, fallback: answer.fallback });
        setAddedIds(new Set());
        setSelected(new Set());
        setPageIndex(0);
        status.show('');
      } catch (error) {
        if (stale()) return;
        status.show('');
        toast.show('error', saveErrorText(t, error));
      } finally {
        if (!stale()) setBusy(false);
      }
    },
    [beginLoad, loadTable, status, t, toast],
  );

  useEffect(() => {
    // After a microtask: the load's state changes then run outside the effect's own pass.
    void Promise.resolve().then(() => load({ scope, page }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload only on a new table
  }, [scope, page]);

  const target = loaded ?? { scope, page, source: scope, fallback: false };
  const toSave = useMemo(
    () => changedCells(ids, values, stored, active),
    [ids, values, stored, active],
  );
  const dirty = Object.keys(toSave).length > 0;

  const saveAll = useCallback(async (): Promise<boolean> => {
    if (!loaded) return false;
    if (!dirty) return true;
    setBusy(true);
    status.show(t('translationsTab.status.saving'));
    try {
      // Over a fallback (an empty page table showing the site's ids), edits of the shown ids
      // save where they come from, and the ids staff added go to the page they asked for: the
      // page's first id is its own, and the page's table is shown from then on.
      const own: Entries = {};
      const shown: Entries = {};
      for (const [id, cells] of Object.entries(toSave))
        (loaded.fallback && addedIds.has(id) ? own : shown)[id] = cells;
      if (Object.keys(shown).length > 0)
        await saveCells({ scope: loaded.source, page: loaded.page, entries: shown });
      if (Object.keys(own).length > 0) {
        await saveCells({ scope: loaded.scope, page: loaded.page, entries: own });
        await load(loaded);
      } else {
        setStored((prev) => {
          const next = { ...prev };
          for (const [id, cells] of Object.entries(toSave)) next[id] = { ...next[id], ...cells };
          return next;
        });
      }
      status.show(t('translationsTab.status.saved'), SUCCESS_LONG_MS);
      toast.show('success', t('translationsTab.status.saved'));
      return true;
    } catch (error) {
      status.show('');
      toast.show('error', saveErrorText(t, error));
      return false;
    } finally {
      setBusy(false);
    }
  }, [addedIds, dirty, load, loaded, saveCells, status, t, toSave, toast]);

  const removeId = async (id: string) => {
    if (!loaded) return;
    const forget = () => {
      setIds((prev) => prev.filter((x) => x !== id));
      setSelected((prev) => {
        const next = new Set(prev);
        next.delete(id);
        return next;
      });
    };
    if (!(id in stored)) {
      forget();
      return;
    }
    status.show(t('translationsTab.status.deleting'));
    try {
      await deleteIds.mutateAsync({
        scope: loaded.source,
        page: loaded.page,
        ids: [id],
        locales: active,
      });
      forget();
      setStored((prev) => {
        const { [id]: _, ...rest } = prev;
        return rest;
      });
      status.show(t('translationsTab.status.deleted'), SUCCESS_SHORT_MS);
    } catch (error) {
      status.show('');
      toast.show('error', saveErrorText(t, error));
    }
  };

  const moveIds = async (list: string[], to: Scope) => {
    if (!loaded || list.length === 0) return;
    if (!(await saveAll())) return;
    status.show(t('translationsTab.status.moving'));
    try {
      await moveTo.mutateAsync({ from: loaded.source, page: loaded.page, ids: list, to });
      await load(loaded);
      status.show(t('translationsTab.status.moved'), SUCCESS_SHORT_MS);
      toast.show('success', t('translationsTab.status.moved'));
    } catch (error) {
      status.show('');
      toast.show('error', saveErrorText(t, error));
    }
  };

  const addIds = (candidates: string[]) => {
    const result = addTranslationIds(values, candidates, active);
    setValues(result.entries);
    setIds((prev) => [...prev, ...result.added]);
    setAddedIds((prev) => new Set([...prev, ...result.added]));
    if (result.added.length > 0)
      toast.show('success', t('translationsTab.added', { count: result.added.length }));
    if (result.skipped.length > 0)
      toast.show(
        'error',
        t('translationsTab.skipped', { ids: result.skipped.join(', '), ...PLAIN }),
      );
  };

  const importJson = async (files: FileList, importMode: ImportMode) => {
    status.show(t('translationsTab.status.processing'));
    const read = await Promise.all(
      [...files].map(async (file) => ({ name: file.name, text: await file.text() })),
    );
    const parsed = parseTranslationFiles(read);
    for (const warning of parsed.warnings)
      toast.show(
        'error',
        t(`translationsTab.importWarnings.${warning.reason}`, {
          file: warning.file,
          ids: 'ids' in warning ? warning.ids.slice(0, 5).join(', ') : '',
          ...PLAIN,
        }),
      );
    const plan = planTranslationImport(parsed.dicts, importMode, parsed.bytes);
    const saves = importSaves(plan);
    if (saves.length === 0) {
      status.show('');
      return;
    }
    status.show(t('translationsTab.status.importing'));
    try {
      await importTables.mutateAsync(saves);
      if (loaded) await load(loaded);
      status.show(t('translationsTab.status.imported'), SUCCESS_LONG_MS);
      toast.show('success', t('translationsTab.status.imported'));
    } catch (error) {
      status.show('');
      toast.show('error', saveErrorText(t, error));
    }
  };

  return {
    status,
    loaded,
    stored,
    values,
    setValues,
    ids,
    pageIndex,
    setPageIndex,
    selected,
    setSelected,
    busy,
    load,
    target,
    dirty,
    saveAll,
    removeId,
    moveIds,
    addIds,
    importJson,
  };
}
