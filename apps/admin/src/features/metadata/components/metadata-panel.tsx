import {
  deleteMetaFields,
  getMeta,
  getMetaOrder,
  putMeta,
  putMetaOrder,
} from '@bar/client/endpoints/content';
import { byteLength } from '@bar/domain/i18n/limits';
import { normalizeRouteKey } from '@bar/domain/i18n/route-keys';
import { SCOPES, type Scope } from '@bar/domain/i18n/scopes';
import { type Locale, LOCALES } from '@bar/domain/locale';
import { parseFieldList } from '@bar/domain/metadata/add-fields';
import { isMetaFieldName } from '@bar/domain/metadata/fields';
import { planMetaImport } from '@bar/domain/metadata/meta-import';
import {
  formatMetaSuggestion,
  metaCellStatus,
  metaRowStatus,
} from '@bar/domain/metadata/meta-status';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import '../../../components/content-table/content-table.css';
import { Pager, pageSlice } from '../../../components/content-table/pager';
import { StatusBadge } from '../../../components/content-table/status-badge';
import {
  StatusFilter,
  type StatusFilterValue,
} from '../../../components/content-table/status-filter';
import { useStatusLine } from '../../../components/content-table/use-status-line';
import {
  issueText,
  noteIssuesPlaced,
  saveErrorText,
} from '../../../components/editor-kit/api-errors';
import { useDiscardConfirm } from '../../../components/editor-kit/confirm-dialog';
import { SaveBar } from '../../../components/editor-kit/editor-form-view';
import { useFormat } from '../../../components/editor-kit/format';
import { useToast } from '../../../components/editor-kit/toast';
import { UnsavedGuard } from '../../../components/editor-kit/unsaved-guard';
import { useAdminApi } from '../../../components/editor-kit/use-admin-api';
import { useSaveShortcut } from '../../../components/editor-kit/use-save-shortcut';
import { VersionHistory } from '../../../components/editor-kit/version-history';
import { useLocale } from '../../../lib/locale-context';
import {
  applyOrder,
  changedEntries,
  groupImportWrites,
  type MetaEntries,
  orderKey,
  removedFields,
  rowOrder,
} from '../lib/meta-table';
import { MetaPreview } from './meta-preview';

type Issue = { path?: unknown; code?: unknown };

/** User texts in messages: React escapes them already. */
const PLAIN = { interpolation: { escapeValue: false } };

/** Cell errors from a refused save: issues at `entries.{field}.{locale}`. */
const CELL_PATH = /^entries\.([^.]+)(?:\.(es|en|fr))?$/;

function cellErrors(error: unknown): Record<string, unknown> {
  const issues = (error as { issues?: Issue[] } | null)?.issues;
  const out: Record<string, unknown> = {};
  if (!Array.isArray(issues)) return out;
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path : '';
    const match = CELL_PATH.exec(path);
    if (match) out[`${match[1]}|${match[2] ?? ''}`] = issue.code;
  }
  return out;
}

/** The metadata (SEO) tab: one scope's table of field × locale, with status, import and order. */
function MetadataPanel() {
  const { t } = useTranslation('admin');
  const { locale: panelLocale } = useLocale();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  /** After a write: the version list shows the new save. */
  const refreshVersions = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: ['admin', 'versions'] }),
    [queryClient],
  );
  const toast = useToast();
  const { confirmDiscard, dialog } = useDiscardConfirm();
  const format = useFormat();
  const status = useStatusLine();
  const ids = { scope: useId(), route: useId(), file: useId(), paste: useId(), side: useId() };

  const [scope, setScope] = useState<Scope>('global');
  const [routeInput, setRouteInput] = useState('home');
  const routeKey = normalizeRouteKey(routeInput);
  const [loaded, setLoaded] = useState<{ scope: Scope; routeKey: string } | null>(null);
  const [stored, setStored] = useState<MetaEntries>({});
  const [values, setValues] = useState<MetaEntries>({});
  const [rows, setRows] = useState<string[]>([]);
  const [filter, setFilter] = useState<StatusFilterValue>('all');
  const [page, setPage] = useState(0);
  const [paste, setPaste] = useState('');
  const [pasteError, setPasteError] = useState('');
  const [errors, setErrors] = useState<Record<string, unknown>>({});
  const [busy, setBusy] = useState<'loading' | 'saving' | null>('loading');
  const fileRef = useRef<HTMLInputElement>(null);

  const current = loaded ?? { scope, routeKey };
  const query = useMemo(
    () => (current.scope === 'page' ? { routeKey: current.routeKey } : undefined),
    [current.scope, current.routeKey],
  );

  const load = useCallback(
    async (target: { scope: Scope; routeKey: string }) => {
      setBusy('loading');
      status.show(t('editorKit.loading'));
      try {
        const q = target.scope === 'page' ? { routeKey: target.routeKey } : undefined;
        const [table, order] = await Promise.all([
          api.call(getMeta, { params: { scope: target.scope }, query: q }),
          api.call(getMetaOrder, {
            params: { key: orderKey(target.scope, target.routeKey) },
          }),
        ]);
        setStored(table.entries);
        setValues(table.entries);
        setRows(rowOrder(table.entries, order.ids));
        setErrors({});
        setLoaded(target);
        setPage(0);
        refreshVersions();
        status.show('');
      } catch (error) {
        status.show('');
        toast.show('error', saveErrorText(t, error));
      } finally {
        setBusy(null);
      }
    },
    [api, refreshVersions, status, t, toast],
  );

  // Load on open and whenever the scope or the page changes.
  useEffect(() => {
    // After a microtask: the load's state changes then run outside the effect's own pass.
    void Promise.resolve().then(() => load({ scope, routeKey }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload only on a new table
  }, [scope, routeKey]);

  const toSave = useMemo(() => changedEntries(rows, values, stored), [rows, values, stored]);
  const toRemove = useMemo(() => removedFields(rows, stored), [rows, stored]);
  const dirty = Object.keys(toSave).length > 0 || toRemove.length > 0;

  const save = useCallback(async () => {
    if (busy || !loaded) return;
    setBusy('saving');
    status.show(t('editorKit.saving'));
    try {
      if (Object.keys(toSave).length > 0)
        await api.call(putMeta, {
          params: { scope: loaded.scope },
          query,
          body: { entries: toSave },
        });
      if (toRemove.length > 0)
        await api.call(deleteMetaFields, {
          params: { scope: loaded.scope },
          query,
          body: { fields: toRemove },
        });
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
  }, [api, busy, load, loaded, query, status, t, toRemove, toSave, toast]);
  useSaveShortcut(() => void save());

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

  const addFields = () => {
    const names = parseFieldList(paste, rows);
    const bad = names.filter((name) => !isMetaFieldName(name));
    if (bad.length > 0) {
      setPasteError(t('metadataTab.badFieldNames', { names: bad.join(', '), ...PLAIN }));
      return;
    }
    setPasteError('');
    setRows((prev) => [...prev, ...names]);
    setPaste('');
    toast.show('success', t('metadataTab.fieldsAdded', { count: names.length }));
  };

  const saveOrder = async () => {
    if (!loaded) return;
    try {
      await api.call(putMetaOrder, {
        params: { key: orderKey(loaded.scope, loaded.routeKey) },
        body: { ids: rows },
      });
      toast.show('success', t('metadataTab.orderSaved'));
    } catch (error) {
      toast.show('error', saveErrorText(t, error));
    }
  };

  const loadOrder = async () => {
    if (!loaded) return;
    try {
      const order = await api.call(getMetaOrder, {
        params: { key: orderKey(loaded.scope, loaded.routeKey) },
      });
      setRows((prev) => applyOrder(prev, order.ids));
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
    const plan = planMetaImport(json, {
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
      for (const group of groups) {
        await api.call(putMeta, {
          params: { scope: group.scope },
          query: group.scope === 'page' ? { routeKey: group.routeKey ?? 'home' } : undefined,
          body: { entries: group.entries },
        });
      }
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

  const rowStatus = (field: string) => metaRowStatus(field, values[field] ?? {}, LOCALES);
  const shown = rows.filter((field) => filter === 'all' || rowStatus(field) === filter);
  const slice = pageSlice(shown, page);
  const versionDoc = orderKey(current.scope, current.routeKey);

  return (
    <div className="content-tab">
      <h2>{t('tabs.metadata')}</h2>
      <div className="content-toolbar">
        <span className="content-toolbar__field">
          <label htmlFor={ids.scope}>{t('metadataTab.scope')}</label>
          <select
            id={ids.scope}
            value={scope}
            onChange={(event) => setScope(event.target.value as Scope)}
          >
            {SCOPES.map((value) => (
              <option key={value} value={value}>
                {t(`contentTable.scopes.${value}`)}
              </option>
            ))}
          </select>
        </span>
        {scope === 'page' && (
          <span className="content-toolbar__field">
            <label htmlFor={ids.route}>{t('metadataTab.routeKey')}</label>
            <input
              id={ids.route}
              type="text"
              value={routeInput}
              onChange={(event) => setRouteInput(event.target.value)}
              aria-describedby={`${ids.route}-hint`}
            />
            <small id={`${ids.route}-hint`}>
              {t('metadataTab.routeKeyHint', { key: routeKey })}
            </small>
          </span>
        )}
        <StatusFilter
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(0);
          }}
        />
        <span className="content-toolbar__field">
          <label htmlFor={ids.file}>{t('metadataTab.import.label')}</label>
          <input
            id={ids.file}
            ref={fileRef}
            type="file"
            accept="application/json,.json"
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void importFile(file).finally(() => (event.target.value = ''));
            }}
          />
        </span>
      </div>

      <SaveBar
        saving={busy === 'saving'}
        dirty={dirty}
        onSave={() => void save()}
        label={t('metadataTab.save')}
      >
        <button
          type="button"
          onClick={() => {
            void (async () => {
              if (!dirty || (await confirmDiscard())) await load(current);
            })();
          }}
          disabled={busy !== null}
        >
          {t('metadataTab.reload')}
        </button>
      </SaveBar>
      <p className="status-line" role="status">
        {status.text}
      </p>
      <UnsavedGuard when={dirty} />
      {dialog}

      <div className="content-layout">
        <div>
          <div className="content-table-wrap">
            <table className="content-table">
              <caption className="visually-hidden">{t('metadataTab.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('metadataTab.field')}</th>
                  {LOCALES.map((locale) => (
                    <th key={locale} scope="col" lang={locale}>
                      {t(`locales.${locale}`)}
                    </th>
                  ))}
                  <th scope="col">{t('contentTable.statusColumn')}</th>
                  <th scope="col">{t('contentTable.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {slice.rows.length === 0 && (
                  <tr>
                    <td colSpan={LOCALES.length + 3}>{t('metadataTab.empty')}</td>
                  </tr>
                )}
                {slice.rows.map((field) => (
                  <tr key={field}>
                    <th scope="row" className="content-table__id">
                      {field}
                    </th>
                    {LOCALES.map((locale) => {
                      const value = values[field]?.[locale] ?? '';
                      const cell = metaCellStatus(field, value);
                      const error = errors[`${field}|${locale}`] ?? errors[`${field}|`];
                      const hintId = `meta-${field}-${locale}-hint`.replace(/[^A-Za-z0-9_-]/g, '-');
                      const long = field === 'description' || field.endsWith(':description');
                      const props = {
                        value,
                        'aria-label': t('metadataTab.cellLabel', {
                          field,
                          locale: t(`locales.${locale}`),
                        }),
                        'aria-invalid': error ? true : undefined,
                        'aria-describedby': cell.suggestion || error ? hintId : undefined,
                        lang: locale,
                      };
                      return (
                        <td key={locale}>
                          {long ? (
                            <textarea
                              rows={3}
                              {...props}
                              onChange={(e) => setCell(field, locale, e.target.value)}
                            />
                          ) : (
                            <input
                              type="text"
                              {...props}
                              onChange={(e) => setCell(field, locale, e.target.value)}
                            />
                          )}
                          {(cell.suggestion || error !== undefined) && (
                            <span id={hintId}>
                              {cell.suggestion && (
                                <span className="content-table__hint">
                                  {formatMetaSuggestion(cell.suggestion, panelLocale)}
                                </span>
                              )}
                              {error !== undefined && (
                                <span className="content-table__error">{issueText(t, error)}</span>
                              )}
                            </span>
                          )}
                        </td>
                      );
                    })}
                    <td>
                      <StatusBadge status={rowStatus(field)} />
                    </td>
                    <td>
                      <div className="content-row-actions">
                        <button
                          type="button"
                          onClick={() => move(field, -1)}
                          aria-label={t('metadataTab.moveUp', { field })}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          onClick={() => move(field, 1)}
                          aria-label={t('metadataTab.moveDown', { field })}
                        >
                          ↓
                        </button>
                        <button
                          type="button"
                          onClick={() => setRows((prev) => prev.filter((name) => name !== field))}
                          aria-label={t('metadataTab.deleteField', { field })}
                        >
                          {t('contentTable.delete')}
                        </button>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={slice.page} pages={slice.pages} total={shown.length} onPage={setPage} />
        </div>

        <aside className="content-side" aria-labelledby={ids.side}>
          <h3 id={ids.side}>{t('metadataTab.side.title')}</h3>
          <label htmlFor={ids.paste}>{t('metadataTab.side.paste')}</label>
          <textarea
            id={ids.paste}
            rows={4}
            value={paste}
            onChange={(event) => setPaste(event.target.value)}
            aria-describedby={pasteError ? `${ids.paste}-error` : undefined}
            aria-invalid={pasteError ? true : undefined}
          />
          {pasteError && (
            <span id={`${ids.paste}-error`} className="content-table__error">
              {pasteError}
            </span>
          )}
          <button type="button" onClick={addFields}>
            {t('metadataTab.side.add')}
          </button>
          <button type="button" onClick={() => void saveOrder()}>
            {t('metadataTab.side.saveOrder')}
          </button>
          <button type="button" onClick={() => void loadOrder()}>
            {t('metadataTab.side.loadOrder')}
          </button>
        </aside>
      </div>

      <MetaPreview values={values} />

      <VersionHistory
        area="meta"
        doc={versionDoc}
        current={stored}
        onRestored={() => void load(current)}
      />
    </div>
  );
}

export default MetadataPanel;
