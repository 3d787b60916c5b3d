import { IMPORT_MODES, type ImportMode } from '@bar/domain/i18n/import-files';
import { parseBulkIds } from '@bar/domain/i18n/translation-ids';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The side panel: add one id or a list of ids, import JSON files in the chosen mode. */
export function TranslationSide({
  onAdd,
  onImport,
}: {
  onAdd: (ids: string[]) => void;
  onImport: (files: FileList, mode: ImportMode) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const uid = useId();
  const idOf = (name: string) => `${uid}-${name}`;
  const [newId, setNewId] = useState('');
  const [bulkIds, setBulkIds] = useState('');
  const [importMode, setImportMode] = useState<ImportMode>('global');
  return (
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
            onAdd([newId]);
            setNewId('');
          }
        }}
      />
      <button
        type="button"
        onClick={() => {
          onAdd([newId]);
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
          onAdd(parseBulkIds(bulkIds));
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
            void onImport(files, importMode).finally(() => (event.target.value = ''));
        }}
      />
      <small id={idOf('json-hint')}>{t('translationsTab.importHint')}</small>
    </aside>
  );
}
