import { suggestGlobals } from '@bar/domain/i18n/global-heuristics';
import { normalizeRouteKey } from '@bar/domain/i18n/route-keys';
import type { Scope } from '@bar/domain/i18n/scopes';
import { translationCellCounts, translationRowStatus } from '@bar/domain/i18n/translation-status';
import { type Locale, LOCALES } from '@bar/domain/locale';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageSlice } from '../../../components/content-table/pager';
import { StatusBadge } from '../../../components/content-table/status-badge';
import type { StatusFilterValue } from '../../../components/content-table/status-filter';
import { SUCCESS_LONG_MS } from '../../../components/content-table/use-status-line';
import { useConfirm, useDiscardConfirm } from '../../../components/editor-kit/confirm-dialog';
import { SaveBar } from '../../../components/editor-kit/editor-form-view';
import { useFormat } from '../../../components/editor-kit/format';
import { UnsavedGuard } from '../../../components/editor-kit/unsaved-guard';
import { useSaveShortcut } from '../../../components/editor-kit/use-save-shortcut';
import { useUndoableDelete } from '../../../components/editor-kit/use-undoable-delete';
import { localeCellText, VersionHistory } from '../../../components/editor-kit/version-history';
import { useLocale } from '../../../lib/locale-context';
import { matchesSearch, TRANSLATION_CUSTOM_ROUTE } from '../lib/translation-table';
import { useBundledTexts } from '../lib/use-bundled-texts';
import { useTranslationTable } from '../lib/use-translation-table';
import { TranslationGrid } from './translation-grid';
import { TranslationSide } from './translation-side';
import { TranslationToolbar } from './translation-toolbar';

const versionDoc = (scope: Scope, page: string) => (scope === 'page' ? `page:${page}` : scope);

/** The translation editor (staff only): one scope's table of id × active locale. */
export function TranslationEditor() {
  const { t } = useTranslation('admin');
  const { locale: panelLocale } = useLocale();
  const { confirmDiscard, dialog: discardDialog } = useDiscardConfirm();
  const { confirm, dialog: confirmDialog } = useConfirm();
  const format = useFormat();
  const bundled = useBundledTexts();

  const [scope, setScope] = useState<Scope>('global');
  const [routeChoice, setRouteChoice] = useState<string>('home');
  const [customRoute, setCustomRoute] = useState('');
  const page =
    routeChoice === TRANSLATION_CUSTOM_ROUTE ? normalizeRouteKey(customRoute) : routeChoice;
  const [active, setActive] = useState<Locale[]>([...LOCALES]);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<StatusFilterValue>('all');

  const {
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
  } = useTranslationTable({ scope, page, active });
  useSaveShortcut(() => void saveAll());
  // A stored id goes after a confirmation, with "Deshacer" offered before the API is asked.
  const undoable = useUndoableDelete((id) => removeId(id));
  const askRemove = async (id: string) => {
    const sure = await confirm({
      title: t('translationsTab.deleteTitle', { id, interpolation: { escapeValue: false } }),
      message: t('translationsTab.deleteText'),
      confirmLabel: t('translationsTab.deleteConfirm'),
      cancelLabel: t('editorKit.cancel'),
    });
    // This render's removeId: it deletes from the scope and page shown when asked.
    if (sure) undoable.remove(id, id, removeId);
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

  const rowStatus = (id: string) => translationRowStatus(id, values[id] ?? {}, active);
  const shown = ids.filter(
    (id) =>
      !undoable.hidden(id) &&
      matchesSearch(id, search) &&
      (filter === 'all' || rowStatus(id) === filter),
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
      <TranslationToolbar
        scope={scope}
        onScope={setScope}
        routeChoice={routeChoice}
        onRouteChoice={setRouteChoice}
        customRoute={customRoute}
        onCustomRoute={setCustomRoute}
        page={page}
        active={active}
        onActive={setActive}
        search={search}
        onSearch={(text) => {
          setSearch(text);
          setPageIndex(0);
        }}
        filter={filter}
        onFilter={(value) => {
          setFilter(value);
          setPageIndex(0);
        }}
      />

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
        <TranslationGrid
          slice={slice}
          total={shown.length}
          onPage={setPageIndex}
          active={active}
          values={values}
          bundled={bundled}
          rowStatus={rowStatus}
          onCell={(id, locale, text) =>
            setValues((prev) => ({ ...prev, [id]: { ...prev[id], [locale]: text } }))
          }
          onRemove={(id) => void askRemove(id)}
          selected={selected}
          onSelected={setSelected}
          allShownSelected={allShownSelected}
          toggle={toggle}
          busy={busy}
          target={target}
          onMove={(list, to) => void moveIds(list, to)}
        />

        <TranslationSide onAdd={addIds} onImport={importJson} />
      </div>

      <VersionHistory
        area="i18n"
        doc={versionDoc(target.source, target.page)}
        current={stored}
        onRestored={() => void load(target)}
        fieldLabel={(path) =>
          localeCellText(path, (id, locale) =>
            t('translationsTab.cellLabel', {
              id,
              locale: t(`locales.${locale}`),
              interpolation: { escapeValue: false },
            }),
          )
        }
      />
    </div>
  );
}
