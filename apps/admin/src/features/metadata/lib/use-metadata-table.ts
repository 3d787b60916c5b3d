import { byteLength } from '@bar/domain/i18n/limits';
import type { Locale } from '@bar/domain/locale';
import { planMetadataImport } from '@bar/domain/metadata/metadata-import';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../components/content-table/content-table.css';
import { useStatusLine } from '../../../components/content-table/use-status-line';
import { noteIssuesPlaced, saveErrorText } from '../../../components/editor-kit/api-errors';
import { useFormat } from '../../../components/editor-kit/format';
import { useToast } from '../../../components/editor-kit/toast';
import { useLatestCall } from '../../../components/editor-kit/use-latest-call';
import {
  type MetadataTarget,
  useImportMetadata,
  useMetadataLoaders,
  useSaveMetadata,
  useSaveMetadataOrder,
} from '../api/use-metadata';
import {
  applyOrder,
  CELL_PATH,
  cellErrors,
  changedEntries,
  groupImportWrites,
  type MetadataEntries,
  orderChanged,
  removedFields,
  rowOrder,
} from './metadata-table';

/** User texts in messages: React escapes them already. */
const PLAIN = { interpolation: { escapeValue: false } };

/**
 * One metadata table being edited: what is stored and what staff typed, the rows' order, the
 * cell errors of a refused save and the page, with the load (again whenever the scope or route
 * key changes), the save, the rows' order saved or loaded, and the JSON import, each telling
 * staff how it went (status line and toasts).
 */
export function useMetadataTable({ scope, routeKey }: MetadataTarget) {
  const { t } = useTranslation('admin');
  const { loadTable, loadOrder: readOrder } = useMetadataLoaders();
  const { mutateAsync: saveMetadata } = useSaveMetadata();
  const saveMetadataOrder = useSaveMetadataOrder();
  const importMetadata = useImportMetadata();
  const toast = useToast();
  const format = useFormat();
  const status = useStatusLine();
  const [loaded, setLoaded] = useState<MetadataTarget | null>(null);
  const [stored, setStored] = useState<MetadataEntries>({});
  const [values, setValues] = useState<MetadataEntries>({});
  const [rows, setRows] = useState<string[]>([]);
  /** The rows' order as loaded (or last saved): Save stores a changed one with the cells. */
  const [loadedRows, setLoadedRows] = useState<string[]>([]);
  const [page, setPage] = useState(0);
  const [errors, setErrors] = useState<Record<string, unknown>>({});
  const [busy, setBusy] = useState<'loading' | 'saving' | null>('loading');

  const current = loaded ?? { scope, routeKey };
  /** The newest load wins: an answer for a table staff already left (a slower read) is dropped. */
  const beginLoad = useLatestCall();
  const load = useCallback(
    async (target: MetadataTarget) => {
      const stale = beginLoad();
      setBusy('loading');
      status.show(t('editorKit.loading'));
      try {
        const table = await loadTable(target);
        if (stale()) return;
        setStored(table.entries);
        setValues(table.entries);
        const order = rowOrder(table.entries, table.order);
        setRows(order);
        setLoadedRows(order);
        setErrors({});
        setLoaded(target);
        setPage(0);
        status.show('');
      } catch (error) {
        if (stale()) return;
        status.show('');
        toast.show('error', saveErrorText(t, error));
      } finally {
        if (!stale()) setBusy(null);
      }
    },
    [beginLoad, loadTable, status, t, toast],
  );

  // Load on open and whenever the scope or the page changes.
  useEffect(() => {
    // After a microtask: the load's state changes then run outside the effect's own pass.
    void Promise.resolve().then(() => load({ scope, routeKey }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload only on a new table
  }, [scope, routeKey]);

  const toSave = useMemo(() => changedEntries(rows, values, stored), [rows, values, stored]);
  const toRemove = useMemo(() => removedFields(rows, stored), [rows, stored]);
  const reordered = orderChanged(rows, loadedRows);
  const dirty = Object.keys(toSave).length > 0 || toRemove.length > 0 || reordered;

  const save = useCallback(async () => {
    if (busy || !loaded) return;
    setBusy('saving');
    status.show(t('editorKit.saving'));
    try {
      await saveMetadata({ target: loaded, entries: toSave, removed: toRemove });
      // A reordered table keeps its order with the save ("Guardar orden" is not needed first).
      if (reordered) await saveMetadataOrder.mutateAsync({ target: loaded, ids: rows });
      toast.show('success', t('metadataTab.saved'));
      await load(loaded);
      status.show(t('editorKit.saved'), 1800);
    } catch (error) {
      setErrors(cellErrors(error));
      // The issues of cells the table marks; the toast names the others.
      noteIssuesPlaced(error, (path) => CELL_PATH.test(path));
      status.show('');
      toast.show('error', saveErrorText(t, error));
      setBusy(null);
    }
  }, [
    busy,
    load,
    loaded,
    reordered,
    rows,
    saveMetadata,
    saveMetadataOrder,
    status,
    t,
    toRemove,
    toSave,
    toast,
  ]);

  const setCell = (field: string, locale: Locale, text: string) => {
    setValues((prev) => ({ ...prev, [field]: { ...prev[field], [locale]: text } }));
    setErrors((prev) => {
      const { [`${field}|${locale}`]: _, [`${field}|`]: __, ...rest } = prev;
      return rest;
    });
  };

  const move = (field: string, by: -1 | 1) =>
    setRows((prev) => {
      const i = prev.indexOf(field);
      const j = i + by;
      if (i < 0 || j < 0 || j >= prev.length) return prev;
      const next = [...prev];
      [next[i], next[j]] = [next[j]!, next[i]!];
      return next;
    });

  const saveOrder = async () => {
    if (!loaded) return;
    try {
      await saveMetadataOrder.mutateAsync({ target: loaded, ids: rows });
      setLoadedRows(rows);
      toast.show('success', t('metadataTab.orderSaved'));
    } catch (error) {
      toast.show('error', saveErrorText(t, error));
    }
  };

  const loadOrder = async () => {
    if (!loaded) return;
    try {
      const order = await readOrder(loaded);
      setRows((prev) => applyOrder(prev, order));
      toast.show('success', t('metadataTab.orderLoaded'));
    } catch (error) {
      toast.show('error', saveErrorText(t, error));
    }
  };

  const importFile = async (file: File) => {
    if (!loaded) return;
    const textContent = await file.text();
    let json: unknown;
    try {
      json = JSON.parse(textContent);
    } catch {
      toast.show('error', t('metadataTab.import.badJson', { name: file.name, ...PLAIN }));
      return;
    }
    const plan = planMetadataImport(json, {
      scope: loaded.scope,
      routeKey: loaded.routeKey,
      bytes: byteLength(textContent),
    });
    if (!plan.ok) {
      toast.show('error', t('metadataTab.import.badShape', { name: file.name, ...PLAIN }));
      return;
    }
    setBusy('saving');
    status.show(t('editorKit.saving'));
    try {
      const groups = groupImportWrites(plan.writes);
      await importMetadata.mutateAsync(groups);
      toast.show(
        'success',
        t(plan.split ? 'metadataTab.import.doneSplit' : 'metadataTab.import.done', {
          tables: t('metadataTab.import.tables', {
            count: groups.length,
            formatted: format.number(groups.length),
          }),
          ignored: t('metadataTab.import.ignored', {
            count: plan.ignored.length,
            formatted: format.number(plan.ignored.length),
          }),
        }),
      );
      await load(loaded);
    } catch (error) {
      status.show('');
      toast.show('error', saveErrorText(t, error));
      setBusy(null);
    }
  };

  return {
    status,
    current,
    loaded,
    stored,
    values,
    setValues,
    rows,
    setRows,
    page,
    setPage,
    errors,
    busy,
    load,
    dirty,
    save,
    setCell,
    move,
    saveOrder,
    loadOrder,
    importFile,
  };
}
