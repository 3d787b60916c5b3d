import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { useFormat } from '../../../components/editor-kit/format';
import { UploadControls } from '../../../components/editor-kit/upload-controls';
import type { StorageUpload } from '../../../components/editor-kit/use-storage-uploads';

/** 'Subidas': each file on its way (or done) with its progress and buttons; clear the finished. */
export function StorageUploads({
  uploads,
  onClear,
}: {
  uploads: StorageUpload[];
  onClear: () => void;
}) {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const id = useId();
  if (uploads.length === 0) return null;
  const finished = uploads.some((row) => ['success', 'canceled', 'error'].includes(row.state));
  return (
    <section className="storage-uploads" aria-labelledby={`${id}-uploads`}>
      <h3 id={`${id}-uploads`}>{t('storageTab.uploadsTitle')}</h3>
      <ul>
        {uploads.map((row) => (
          <li key={row.key} className="storage-upload">
            <span className="storage-upload__name">
              {row.name}{' '}
              <small>
                {format.bytes(row.size)} → {row.prefix === '' ? t('storageTab.root') : row.prefix}
              </small>
            </span>
            <progress
              max={1}
              value={row.progress}
              aria-label={t('storageTab.progress', { name: row.name })}
            >
              {Math.round(row.progress * 100)}%
            </progress>
            <span className="storage-upload__percent">{Math.round(row.progress * 100)}%</span>
            <UploadControls
              name={row.name}
              control={{ ...row.control, state: row.state }}
              pausable={row.resumable}
            />
            {row.state === 'error' && (
              <span role="alert" className="storage-upload__error">
                {saveErrorText(t, row.error)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {finished && (
        <button type="button" className="button" onClick={onClear}>
          {t('storageTab.clearUploads')}
        </button>
      )}
    </section>
  );
}
