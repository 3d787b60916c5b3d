import {
  deleteTranslations,
  getTranslations,
  moveTranslations,
  putTranslations,
} from '@bar/client/endpoints/content';
import { suggestGlobals } from '@bar/domain/i18n/global-heuristics';
import {
  IMPORT_MODES,
  type ImportMode,
  parseTranslationFiles,
  planTranslationImport,
} from '@bar/domain/i18n/import-files';
import { KNOWN_ROUTE_KEYS, normalizeRouteKey } from '@bar/domain/i18n/route-keys';
import { SCOPES, type Scope } from '@bar/domain/i18n/scopes';
import { addTranslationIds, parseBulkIds } from '@bar/domain/i18n/translation-ids';
import {
  translationCellCounts,
  translationCellStatus,
  translationRowStatus,
} from '@bar/domain/i18n/translation-status';
import { type Locale, LOCALES } from '@bar/domain/locale';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Pager, pageSlice } from '../../../components/content-table/pager';
import { StatusBadge } from '../../../components/content-table/status-badge';
import {
  StatusFilter,
  type StatusFilterValue,
} from '../../../components/content-table/status-filter';
import {
  SUCCESS_LONG_MS,
  SUCCESS_SHORT_MS,
  useStatusLine,
} from '../../../components/content-table/use-status-line';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { useConfirm, useDiscardConfirm } from '../../../components/editor-kit/confirm-dialog';
import { SaveBar } from '../../../components/editor-kit/editor-form-view';
import { useFormat } from '../../../components/editor-kit/format';
import { useToast } from '../../../components/editor-kit/toast';
import { UnsavedGuard } from '../../../components/editor-kit/unsaved-guard';
import { useAdminApi } from '../../../components/editor-kit/use-admin-api';
import { useSaveShortcut } from '../../../components/editor-kit/use-save-shortcut';
import { VersionHistory } from '../../../components/editor-kit/version-history';
import { useLocale } from '../../../lib/locale-context';
import {
  changedCells,
  type Entries,
  importSaves,
  matchesSearch,
  TRANSLATION_CUSTOM_ROUTE,
} from '../lib/translation-table';
import { useBundledTexts } from '../lib/use-bundled-texts';

type Loaded = {
  scope: Scope;
  page: string;
  /** The scope whose ids are shown (spec §4 fallback): edits save there. */
  source: Scope;
  fallback: boolean;
};

/** User texts in messages: React escapes them already. */
const PLAIN = { interpolation: { escapeValue: false } };

const versionDoc = (scope: Scope, page: string) => (scope === 'page' ? `page:${page}` : scope);

/** The translation editor (staff only): one scope's table of id × active locale. */
export function TranslationEditor() {
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
  const { confirmDiscard, dialog: discardDialog } = useDiscardConfirm();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const format = useFormat();
  const status = useStatusLine();
  const bundled = useBundledTexts();
  const uid = useId();
  const idOf = (name: string) => `${uid}-${name}`;

  const [scope, setScope] = useState<Scope>('global');
  const [routeChoice, setRouteChoice] = useState<string>('home');
  const [customRoute, setCustomRoute] = useState('');
  const page =
    routeChoice === TRANSLATION_CUSTOM_ROUTE ? normalizeRouteKey(customRoute) : routeChoice;
  const [active, setActive] = useState<Locale[]>([...LOCALES]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [stored, setStored] = useState<Entries>({});
  const [values, setValues] = useState<Entries>({});
  const [ids, setIds] = useState<string[]>([]);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<StatusFilterValue>('all');
  const [pageIndex, setPageIndex] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [newId, setNewId] = useState('');
  const [bulkIds, setBulkIds] = useState('');
  const [importMode, setImportMode] = useState<ImportMode>('global');
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    async (target: { scope: Scope; page: string }) => {
      setBusy(true);
      status.show(t('translationsTab.status.loading'));
      try {
        const answer = await api.call(getTranslations, {
          params: { scope: target.scope },
          query: target.scope === 'page' ? { page: target.page } : undefined,
        });
        setStored(answer.entries);
        setValues(answer.entries);
        setIds(Object.keys(answer.entries).sort((a, b) => a.localeCompare(b)));
        setLoaded({ ...target, source: answer.source, fallback: answer.fallback });
        setSelected(new Set());
        setPageIndex(0);
        refreshVersions();
        status.show('');
      } catch (error) {
        status.show('');
        toast.show('error', saveErrorText(t, error));
      } finally {
        setBusy(false);
      }
    },
    [api, refreshVersions, status, t, toast],
  );

  useEffect(() => {
    // After a microtask: the load's state changes then run outside the effect's own pass.
    void Promise.resolve().then(() => load({ scope, page }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- reload only on a new table
  }, [scope, page]);

  const target = loaded ?? { scope, page, source: scope, fallback: false };
  const targetQuery = (s: Scope) => (s === 'page' ? { page: target.page } : undefined);
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
      await api.call(putTranslations, {
        params: { scope: loaded.source },
        query: targetQuery(loaded.source),
        body: { entries: toSave },
      });
      setStored((prev) => {
        const next = { ...prev };
        for (const [id, cells] of Object.entries(toSave)) next[id] = { ...next[id], ...cells };
        return next;
      });
      refreshVersions();
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
    // eslint-disable-next-line react-hooks/exhaustive-deps -- targetQuery derives from loaded
  }, [api, dirty, loaded, status, t, toSave, toast]);
  useSaveShortcut(() => void saveAll());

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
      await api.call(deleteTranslations, {
        params: { scope: loaded.source },
        query: targetQuery(loaded.source),
        body: { ids: [id], locales: active },
      });
      forget();
      setStored((prev) => {
        const { [id]: _, ...rest } = prev;
        return rest;
      });
      refreshVersions();
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
      await api.call(moveTranslations, {
        body: {
          ids: list,
          from: loaded.source,
          to,
          ...(loaded.source === 'page' || to === 'page' ? { page: loaded.page } : {}),
        },
      });
      await load(loaded);
      status.show(t('translationsTab.status.moved'), SUCCESS_SHORT_MS);
      toast.show('success', t('translationsTab.status.moved'));
    } catch (error) {
      status.show('');
      toast.show('error', saveErrorText(t, error));
    }
  };

  const suggest = async () => {
    const found = suggestGlobals(ids, panelLocale);
    if (!found.found) {
      status.show(found.message, SUCCESS_LONG_MS);
      return;
    }
    const move = await confirm({
      title: t('translationsTab.suggest'),
      message: t('translationsTab.suggestConfirm', { count: found.ids.length }),
      confirmLabel: t('translationsTab.suggestMove'),
      cancelLabel: t('editorKit.cancel'),
    });
    if (!move) return;
    await moveIds(found.ids, 'global');
  };

  const addIds = (candidates: string[]) => {
    const result = addTranslationIds(values, candidates, active);
    setValues(result.entries);
    setIds((prev) => [...prev, ...result.added]);
    if (result.added.length > 0)
      toast.show('success', t('translationsTab.added', { count: result.added.length }));
    if (result.skipped.length > 0)
      toast.show(
        'error',
        t('translationsTab.skipped', { ids: result.skipped.join(', '), ...PLAIN }),
      );
  };

  const importJson = async (files: FileList) => {
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
      for (const save of saves)
        await api.call(putTranslations, {
          params: { scope: save.scope },
          query: save.page ? { page: save.page } : undefined,
          body: { entries: save.entries },
        });
      if (loaded) await load(loaded);
      status.show(t('translationsTab.status.imported'), SUCCESS_LONG_MS);
      toast.show('success', t('translationsTab.status.imported'));
    } catch (error) {
      status.show('');
      toast.show('error', saveErrorText(t, error));
    }
  };

  const rowStatus = (id: string) => translationRowStatus(id, values[id] ?? {}, active);
  const shown = ids.filter(
    (id) => matchesSearch(id, search) && (filter === 'all' || rowStatus(id) === filter),
  );
  const slice = pageSlice(shown, pageIndex);
  const counts = translationCellCounts(
    Object.fromEntries(ids.map((id) => [id, values[id] ?? {}])),
    active,
  );
  const allShownSelected = slice.rows.length > 0 && slice.rows.every((id) => selected.has(id));
  const toggle = (id: string, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="content-tab">
      <div className="content-toolbar">
        <span className="content-toolbar__field">
          <label htmlFor={idOf('scope')}>{t('translationsTab.scope')}</label>
          <select
            id={idOf('scope')}
            value={scope}
            onChange={(event) => setScope(event.target.value as Scope)}
          >
            {SCOPES.map((value) => (
              <option key={value} value={value}>
                {t(`translationsTab.scopes.${value}`)}
              </option>
            ))}
          </select>
        </span>
        {scope === 'page' && (
          <span className="content-toolbar__field">
            <label htmlFor={idOf('route')}>{t('translationsTab.routeKey')}</label>
            <select
              id={idOf('route')}
              value={routeChoice}
              onChange={(event) => setRouteChoice(event.target.value)}
            >
              {KNOWN_ROUTE_KEYS.map((key) => (
                <option key={key} value={key}>
                  {key}
                </option>
              ))}
              <option value={TRANSLATION_CUSTOM_ROUTE}>{t('translationsTab.customRoute')}</option>
            </select>
          </span>
        )}
        {scope === 'page' && routeChoice === TRANSLATION_CUSTOM_ROUTE && (
          <span className="content-toolbar__field">
            <label htmlFor={idOf('custom')}>{t('translationsTab.customRouteInput')}</label>
            <input
              id={idOf('custom')}
              type="text"
              value={customRoute}
              placeholder="/(kiosk)/encuesta"
              onChange={(event) => setCustomRoute(event.target.value)}
              aria-describedby={idOf('custom-hint')}
            />
            <small id={idOf('custom-hint')}>{t('translationsTab.normalised', { key: page })}</small>
          </span>
        )}
        <fieldset className="content-toolbar__field">
          <legend>{t('translationsTab.locales')}</legend>
          <span className="content-row-actions">
            {LOCALES.map((locale) => (
              <label key={locale}>
                <input
                  type="checkbox"
                  checked={active.includes(locale)}
                  onChange={(event) =>
                    setActive((prev) =>
                      event.target.checked
                        ? LOCALES.filter((l) => l === locale || prev.includes(l))
                        : prev.filter((l) => l !== locale),
                    )
                  }
                />{' '}
                {locale}
              </label>
            ))}
          </span>
        </fieldset>
        <span className="content-toolbar__field">
          <label htmlFor={idOf('search')}>{t('translationsTab.search')}</label>
          <input
            id={idOf('search')}
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPageIndex(0);
            }}
          />
        </span>
        <StatusFilter
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPageIndex(0);
          }}
        />
      </div>

      <ul className="status-legend" aria-label={t('translationsTab.legend')}>
        {(['green', 'yellow', 'red'] as const).map((value) => (
          <li key={value}>
            <StatusBadge status={value} /> {t(`translationsTab.legendText.${value}`)}
          </li>
        ))}
      </ul>
      <p>
        {t('translationsTab.counts', {
          ids: format.number(ids.length),
          green: format.number(counts.green),
          red: format.number(counts.red),
          total: format.number(counts.total),
        })}
      </p>
      {loaded?.fallback && (
        <p role="note">
          {t('translationsTab.fallback', {
            asked: t(`translationsTab.scopes.${loaded.scope}`),
            shown: t(`translationsTab.scopes.${loaded.source}`),
          })}
        </p>
      )}

      <SaveBar
        saving={busy}
        dirty={dirty}
        onSave={() => void saveAll()}
        label={t('translationsTab.saveAll')}
        savingLabel={t('translationsTab.status.saving')}
      >
        <button
          type="button"
          disabled={busy}
          onClick={() => {
            void (async () => {
              if (!dirty || (await confirmDiscard())) await load(target);
            })();
          }}
        >
          {t('translationsTab.reload')}
        </button>
        {target.source === 'site' && (
          <button type="button" disabled={busy} onClick={() => void suggest()}>
            {t('translationsTab.suggest')}
          </button>
        )}
      </SaveBar>
      <p className="status-line" role="status">
        {status.text}
      </p>
      <UnsavedGuard when={dirty} />
      {discardDialog}
      {confirmDialog}

      <div className="content-layout">
        <div>
          {selected.size > 0 && (
            <div className="selection-bar" role="group" aria-label={t('translationsTab.selection')}>
              <span>{t('translationsTab.selected', { count: selected.size })}</span>
              {SCOPES.map((to) => (
                <button
                  key={to}
                  type="button"
                  disabled={busy || to === target.source}
                  onClick={() => void moveIds([...selected], to)}
                >
                  {t(`translationsTab.moveTo.${to}`, { page: target.page })}
                </button>
              ))}
              <button type="button" onClick={() => setSelected(new Set())}>
                {t('translationsTab.clearSelection')}
              </button>
            </div>
          )}
          <div className="content-table-wrap">
            <table className="content-table">
              <caption className="visually-hidden">{t('translationsTab.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">
                    <input
                      type="checkbox"
                      aria-label={t('translationsTab.selectShown')}
                      checked={allShownSelected}
                      onChange={(event) =>
                        setSelected((prev) => {
                          const next = new Set(prev);
                          for (const id of slice.rows)
                            if (event.target.checked) next.add(id);
                            else next.delete(id);
                          return next;
                        })
                      }
                    />
                  </th>
                  <th scope="col">{t('translationsTab.id')}</th>
                  {active.map((locale) => (
                    <th key={locale} scope="col">
                      {t(`locales.${locale}`)}
                    </th>
                  ))}
                  <th scope="col">{t('contentTable.actions')}</th>
                  <th scope="col">{t('contentTable.statusColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {slice.rows.length === 0 && (
                  <tr>
                    <td colSpan={active.length + 4}>{t('translationsTab.empty')}</td>
                  </tr>
                )}
                {slice.rows.map((id) => (
                  <tr key={id}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('translationsTab.select', { id, ...PLAIN })}
                        checked={selected.has(id)}
                        onChange={(event) => toggle(id, event.target.checked)}
                      />
                    </td>
                    <th scope="row" className="content-table__id">
                      {id}
                    </th>
                    {active.map((locale) => {
                      const value = values[id]?.[locale] ?? '';
                      const original = bundled?.[locale][id];
                      const hintId = `${uid}-b-${id}-${locale}`.replace(/[^A-Za-z0-9_-]/g, '-');
                      return (
                        <td key={locale}>
                          <textarea
                            rows={value.length > 60 ? 3 : 1}
                            lang={locale}
                            value={value}
                            aria-label={t('translationsTab.cellLabel', {
                              ...PLAIN,
                              id,
                              locale: t(`locales.${locale}`),
                            })}
                            aria-invalid={
                              translationCellStatus(id, value) === 'red' ? true : undefined
                            }
                            aria-describedby={
                              original !== undefined && original !== value ? hintId : undefined
                            }
                            onChange={(event) =>
                              setValues((prev) => ({
                                ...prev,
                                [id]: { ...prev[id], [locale]: event.target.value },
                              }))
                            }
                          />
                          {original !== undefined && original !== value && (
                            <span id={hintId} className="content-table__hint" lang={locale}>
                              {t('translationsTab.bundled')} {original}
                            </span>
                          )}
                        </td>
                      );
                    })}
                    <td>
                      <button
                        type="button"
                        onClick={() => void removeId(id)}
                        aria-label={t('translationsTab.deleteId', { id, ...PLAIN })}
                      >
                        {t('contentTable.delete')}
                      </button>
                    </td>
                    <td>
                      <StatusBadge status={rowStatus(id)} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={slice.page} pages={slice.pages} total={shown.length} onPage={setPageIndex} />
        </div>

        <aside className="content-side" aria-labelledby={idOf('side')}>
          <h3 id={idOf('side')}>{t('translationsTab.side')}</h3>
          <label htmlFor={idOf('new')}>{t('translationsTab.addId')}</label>
          <input
            id={idOf('new')}
            type="text"
            value={newId}
            onChange={(event) => setNewId(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addIds([newId]);
                setNewId('');
              }
            }}
          />
          <button
            type="button"
            onClick={() => {
              addIds([newId]);
              setNewId('');
            }}
          >
            {t('translationsTab.add')}
          </button>
          <label htmlFor={idOf('bulk')}>{t('translationsTab.bulkIds')}</label>
          <textarea
            id={idOf('bulk')}
            rows={4}
            value={bulkIds}
            onChange={(event) => setBulkIds(event.target.value)}
          />
          <button
            type="button"
            onClick={() => {
              addIds(parseBulkIds(bulkIds));
              setBulkIds('');
            }}
          >
            {t('translationsTab.importIds')}
          </button>
          <label htmlFor={idOf('mode')}>{t('translationsTab.importMode')}</label>
          <select
            id={idOf('mode')}
            value={importMode}
            onChange={(event) => setImportMode(event.target.value as ImportMode)}
          >
            {IMPORT_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(`translationsTab.modes.${mode}`)}
              </option>
            ))}
          </select>
          <label htmlFor={idOf('json')}>{t('translationsTab.importJson')}</label>
          <input
            id={idOf('json')}
            type="file"
            multiple
            accept="application/json,.json"
            aria-describedby={idOf('json-hint')}
            onChange={(event) => {
              const files = event.target.files;
              if (files && files.length > 0)
                void importJson(files).finally(() => (event.target.value = ''));
            }}
          />
          <small id={idOf('json-hint')}>{t('translationsTab.importHint')}</small>
        </aside>
      </div>

      <VersionHistory
        area="i18n"
        doc={versionDoc(target.source, target.page)}
        current={stored}
        onRestored={() => void load(target)}
      />
    </div>
  );
}
