import { STORAGE_DEFAULT_RESULTS, type StorageObject } from '@bar/client/endpoints/storage';
import { DataTable, type DataTableColumn } from '@bar/ui/widgets/data-table/data-table';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { useFormat } from '../../../components/editor-kit/format';
import { useToast } from '../../../components/editor-kit/toast';
import { folderName, toPrefix } from '../lib/storage-paths';
import { useRefreshStorage, useStorageList } from '../api/use-storage';
import { useStorageUploads } from '../../../components/editor-kit/use-storage-uploads';
import { ObjectDetail } from './object-detail';
import { StorageCrumbs } from './storage-crumbs';
import { StorageUploads } from './storage-uploads';
import '../storage.css';

const PAGE_SIZES = [25, STORAGE_DEFAULT_RESULTS, 1000] as const;

type Row = { kind: 'folder'; prefix: string } | { kind: 'file'; object: StorageObject };

/**
 * The tenant's stored files, folder by folder (Cloud Storage's prefix and delimiter), a page at a
 * time (pageToken, maxResults 1-1000): open a folder, see a file's metadata and preview, edit its
 * headers and custom metadata, delete it (warned when a page shows it), and upload into the
 * folder with progress, pause, resume and cancel.
 */
export default function StoragePanel() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const format = useFormat();
  const id = useId();
  const [prefix, setPrefix] = useState('');
  const [pageSize, setPageSize] = useState<number>(STORAGE_DEFAULT_RESULTS);
  // The tokens of the pages before the current one (the first page has none).
  const [tokens, setTokens] = useState<(string | undefined)[]>([undefined]);
  const [selected, setSelected] = useState<string | null>(null);
  const [folderDraft, setFolderDraft] = useState('');
  const pageToken = tokens.at(-1);

  const listing = useStorageList({ prefix, pageToken, pageSize });
  const refresh = useRefreshStorage();

  const { uploads, start, clearFinished } = useStorageUploads((object) =>
    toast.show('success', t('storageTab.uploaded', { name: object.name })),
  );

  const open = (next: string) => {
    setPrefix(next);
    setTokens([undefined]);
    setSelected(null);
  };
  const openFolder = (event: FormEvent) => {
    event.preventDefault();
    const next = toPrefix(prefix, folderDraft);
    if (next === null) {
      toast.show('error', t('storageTab.badFolder'));
      return;
    }
    setFolderDraft('');
    open(next);
  };

  const rows: Row[] = [
    ...(listing.data?.prefixes ?? []).map((folder): Row => ({ kind: 'folder', prefix: folder })),
    ...(listing.data?.items ?? []).map((object): Row => ({ kind: 'file', object })),
  ];
  const columns: DataTableColumn<Row>[] = [
    {
      id: 'name',
      header: t('storageTab.col.name'),
      rowHeader: true,
      cell: (row) =>
        row.kind === 'folder' ? (
          <button
            type="button"
            className="storage-link"
            data-user-content
            aria-label={t('storageTab.openFolder', { name: folderName(row.prefix) })}
            onClick={() => open(row.prefix)}
          >
            <span aria-hidden="true">📁 </span>
            {folderName(row.prefix)}/
          </button>
        ) : (
          <button
            type="button"
            className="storage-link"
            data-user-content
            aria-label={t('storageTab.showFile', { name: row.object.name })}
            aria-pressed={selected === row.object.fullPath}
            onClick={() => setSelected(row.object.fullPath)}
          >
            {row.object.name}
          </button>
        ),
    },
    {
      id: 'size',
      header: t('storageTab.col.size'),
      align: 'end',
      cell: (row) => (row.kind === 'file' ? format.bytes(row.object.size) : ''),
    },
    {
      id: 'type',
      header: t('storageTab.col.type'),
      cell: (row) => (row.kind === 'file' ? row.object.contentType : t('storageTab.folder')),
    },
    {
      id: 'updated',
      header: t('storageTab.col.updated'),
      cell: (row) => (row.kind === 'file' ? format.dateTime(row.object.updated) : ''),
    },
  ];

  return (
    <section className="storage-tab" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('storageTab.title')}</h2>
      <p>{t('storageTab.intro')}</p>

      <StorageCrumbs prefix={prefix} onOpen={open} />

      <div className="storage-tab__tools">
        <div className="kit-field">
          <label htmlFor={`${id}-upload`}>{t('storageTab.upload')}</label>
          <input
            id={`${id}-upload`}
            type="file"
            multiple
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = '';
              if (files.length > 0) start(files, prefix);
            }}
          />
        </div>
        <form className="storage-tab__folder" onSubmit={openFolder}>
          <div className="kit-field">
            <label htmlFor={`${id}-folder`}>{t('storageTab.newFolder')}</label>
            <input
              id={`${id}-folder`}
              value={folderDraft}
              onChange={(event) => setFolderDraft(event.target.value)}
              aria-describedby={`${id}-folder-hint`}
            />
            <small id={`${id}-folder-hint`} className="kit-field__hint">
              {t('storageTab.newFolderHint')}
            </small>
          </div>
          <button type="submit" className="button" disabled={folderDraft.trim() === ''}>
            {t('storageTab.openNewFolder')}
          </button>
        </form>
        <div className="kit-field">
          <label htmlFor={`${id}-size`}>{t('storageTab.pageSize')}</label>
          <select
            id={`${id}-size`}
            value={pageSize}
            onChange={(event) => {
              setPageSize(Number(event.target.value));
              setTokens([undefined]);
            }}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button" onClick={() => void refresh()}>
          {t('storageTab.reload')}
        </button>
      </div>

      <StorageUploads uploads={uploads} onClear={clearFinished} />

      {listing.isPending && <p role="status">{t('editorKit.loading')}</p>}
      {listing.isError && <p role="alert">{saveErrorText(t, listing.error)}</p>}
      {listing.data && (
        <>
          <DataTable
            className="storage-table"
            caption={t('storageTab.caption', {
              folder: prefix === '' ? t('storageTab.root') : prefix,
            })}
            rows={rows}
            columns={columns}
            getRowKey={(row) => (row.kind === 'folder' ? row.prefix : row.object.fullPath)}
          />
          <div className="storage-tab__pages">
            <button
              type="button"
              className="button"
              disabled={tokens.length <= 1}
              onClick={() => setTokens((list) => list.slice(0, -1))}
            >
              {t('storageTab.previousPage')}
            </button>
            <span aria-live="polite">{t('storageTab.pageNumber', { page: tokens.length })}</span>
            <button
              type="button"
              className="button"
              disabled={!listing.data.nextPageToken}
              onClick={() => setTokens((list) => [...list, listing.data.nextPageToken])}
            >
              {t('storageTab.nextPage')}
            </button>
          </div>
        </>
      )}

      {selected && (
        <ObjectDetail
          key={selected}
          path={selected}
          onClose={() => setSelected(null)}
          onDeleted={() => setSelected(null)}
        />
      )}
    </section>
  );
}
