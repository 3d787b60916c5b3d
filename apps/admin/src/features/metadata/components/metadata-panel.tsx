import { normalizeRouteKey } from '@bar/domain/i18n/route-keys';
import type { Scope } from '@bar/domain/i18n/scopes';
import { LOCALES } from '@bar/domain/locale';
import { metadataRowStatus } from '@bar/domain/metadata/metadata-status';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../../components/content-table/content-table.css';
import { pageSlice } from '../../../components/content-table/pager';
import type { StatusFilterValue } from '../../../components/content-table/status-filter';
import { useDiscardConfirm } from '../../../components/editor-kit/confirm-dialog';
import { SaveBar } from '../../../components/editor-kit/editor-form-view';
import { UnsavedGuard } from '../../../components/editor-kit/unsaved-guard';
import { useSaveShortcut } from '../../../components/editor-kit/use-save-shortcut';
import { localeCellText, VersionHistory } from '../../../components/editor-kit/version-history';
import { orderKey } from '../lib/metadata-table';
import { useMetadataTable } from '../lib/use-metadata-table';
import { MetadataGrid } from './metadata-grid';
import { MetadataPreview } from './metadata-preview';
import { MetadataSide } from './metadata-side';
import { MetadataToolbar } from './metadata-toolbar';

/** The metadata (SEO) tab: one scope's table of field × locale, with status, import and order. */
function MetadataPanel() {
  const { t } = useTranslation('admin');
  const { confirmDiscard, dialog } = useDiscardConfirm();

  const [scope, setScope] = useState<Scope>('global');
  const [routeInput, setRouteInput] = useState('home');
  const routeKey = normalizeRouteKey(routeInput);
  const [filter, setFilter] = useState<StatusFilterValue>('all');

  const {
    status,
    current,
    stored,
    values,
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
  } = useMetadataTable({ scope, routeKey });
  useSaveShortcut(() => void save());

  const rowStatus = (field: string) => metadataRowStatus(field, values[field] ?? {}, LOCALES);
  const shown = rows.filter((field) => filter === 'all' || rowStatus(field) === filter);
  const slice = pageSlice(shown, page);
  const versionDoc = orderKey(current.scope, current.routeKey);

  return (
    <div className="content-tab">
      <h2>{t('tabs.metadata')}</h2>
      <MetadataToolbar
        scope={scope}
        onScope={setScope}
        routeInput={routeInput}
        onRouteInput={setRouteInput}
        routeKey={routeKey}
        filter={filter}
        onFilter={(value) => {
          setFilter(value);
          setPage(0);
        }}
        onImport={importFile}
      />

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
        <MetadataGrid
          slice={slice}
          total={shown.length}
          onPage={setPage}
          values={values}
          errors={errors}
          rowStatus={rowStatus}
          onCell={setCell}
          onMove={move}
          onRemove={(field) => setRows((prev) => prev.filter((name) => name !== field))}
        />
        <MetadataSide
          rows={rows}
          onAdd={(names) => setRows((prev) => [...prev, ...names])}
          onSaveOrder={() => void saveOrder()}
          onLoadOrder={() => void loadOrder()}
        />
      </div>

      <MetadataPreview values={values} />

      <VersionHistory
        area="meta"
        doc={versionDoc}
        current={stored}
        onRestored={() => void load(current)}
        fieldLabel={(path) =>
          localeCellText(path, (field, locale) =>
            t('metadataTab.cellLabel', { field, locale: t(`locales.${locale}`) }),
          )
        }
      />
    </div>
  );
}

export default MetadataPanel;
