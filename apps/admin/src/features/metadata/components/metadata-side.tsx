import { parseFieldList } from '@bar/domain/metadata/add-fields';
import { isMetadataFieldName } from '@bar/domain/metadata/fields';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/editor-kit/toast';

/** User texts in messages: React escapes them already. */
const PLAIN = { interpolation: { escapeValue: false } };

/** The side panel: add fields from a pasted list, save the rows' order or load the saved one. */
export function MetadataSide({
  rows,
  onAdd,
  onSaveOrder,
  onLoadOrder,
}: {
  rows: string[];
  onAdd: (names: string[]) => void;
  onSaveOrder: () => void;
  onLoadOrder: () => void;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const ids = { paste: useId(), side: useId() };
  const [paste, setPaste] = useState('');
  const [pasteError, setPasteError] = useState('');

  const addFields = () => {
    const names = parseFieldList(paste, rows);
    const bad = names.filter((name) => !isMetadataFieldName(name));
    if (bad.length > 0) {
      setPasteError(t('metadataTab.badFieldNames', { names: bad.join(', '), ...PLAIN }));
      return;
    }
    setPasteError('');
    onAdd(names);
    setPaste('');
    toast.show('success', t('metadataTab.fieldsAdded', { count: names.length }));
  };

  return (
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
      <button type="button" onClick={onSaveOrder}>
        {t('metadataTab.side.saveOrder')}
      </button>
      <button type="button" onClick={onLoadOrder}>
        {t('metadataTab.side.loadOrder')}
      </button>
    </aside>
  );
}
