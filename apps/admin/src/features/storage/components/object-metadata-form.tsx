import type { StorageMetadataPatch, StorageObject } from '@bar/client/endpoints/storage';
import { CUSTOM_METADATA_KEY } from '@bar/client/endpoints/storage';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { useToast } from '../../../components/editor-kit/toast';
import { usePatchStorageObject } from '../api/use-storage';

type Draft = {
  cacheControl: string;
  contentDisposition: string;
  contentLanguage: string;
  custom: { key: string; value: string }[];
};

const draftOf = (meta: StorageObject): Draft => ({
  cacheControl: meta.cacheControl ?? '',
  contentDisposition: meta.contentDisposition ?? '',
  contentLanguage: meta.contentLanguage ?? '',
  custom: Object.entries(meta.customMetadata).map(([key, value]) => ({ key, value })),
});

/** The PATCH a draft makes: emptied fields and dropped keys removed (null), the rest set. */
function patchOf(meta: StorageObject, draft: Draft): StorageMetadataPatch {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  const customMetadata: Record<string, string | null> = {};
  for (const key of Object.keys(meta.customMetadata)) customMetadata[key] = null;
  for (const row of draft.custom) if (row.key.trim()) customMetadata[row.key.trim()] = row.value;
  return {
    cacheControl: text(draft.cacheControl),
    contentDisposition: text(draft.contentDisposition),
    contentLanguage: text(draft.contentLanguage),
    customMetadata,
  };
}

/**
 * 'Editar metadatos': the headers a browser reads (cache, disposition, language) and the custom
 * metadata, saved together; with the file's delete and close buttons.
 */
export function ObjectMetadataForm({
  path,
  meta,
  onDelete,
  onClose,
}: {
  path: string;
  meta: StorageObject;
  onDelete: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const id = useId();
  const patch = usePatchStorageObject(path);
  // The edits; null shows the stored metadata (again, after a save).
  const [edited, setDraft] = useState<Draft | null>(null);
  const draft = edited ?? draftOf(meta);
  const saving = patch.isPending;

  const badKeys = new Set(
    draft.custom
      .map((row) => row.key.trim())
      .filter((key) => key !== '' && !CUSTOM_METADATA_KEY.test(key)),
  );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (badKeys.size > 0) return;
    try {
      await patch.mutateAsync(patchOf(meta, draft));
      setDraft(null);
      toast.show('success', t('storageTab.metadataSaved'));
    } catch (error) {
      toast.show('error', saveErrorText(t, error));
    }
  };

  return (
    <form className="storage-detail__form" onSubmit={(event) => void save(event)}>
      <h4>{t('storageTab.editTitle')}</h4>
      {(['cacheControl', 'contentDisposition', 'contentLanguage'] as const).map((field) => (
        <div className="kit-field" key={field}>
          <label htmlFor={`${id}-${field}`}>{t(`storageTab.field.${field}`)}</label>
          <input
            id={`${id}-${field}`}
            value={draft[field]}
            aria-describedby={`${id}-${field}-hint`}
            onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
          />
          <small id={`${id}-${field}-hint`} className="kit-field__hint">
            {t(`storageTab.hint.${field}`)}
          </small>
        </div>
      ))}
      <fieldset className="storage-detail__custom">
        <legend>{t('storageTab.field.customMetadata')}</legend>
        {draft.custom.map((row, index) => {
          const bad = badKeys.has(row.key.trim());
          const change = (next: Partial<{ key: string; value: string }>) =>
            setDraft({
              ...draft,
              custom: draft.custom.map((item, at) => (at === index ? { ...item, ...next } : item)),
            });
          return (
            <div className="storage-detail__pair" key={index}>
              <div className="kit-field">
                <label htmlFor={`${id}-key-${index}`}>{t('storageTab.customKey')}</label>
                <input
                  id={`${id}-key-${index}`}
                  value={row.key}
                  aria-invalid={bad || undefined}
                  aria-describedby={bad ? `${id}-key-${index}-error` : undefined}
                  onChange={(event) => change({ key: event.target.value })}
                />
                {bad && (
                  <small id={`${id}-key-${index}-error`} className="kit-field__error">
                    {t('storageTab.badKey')}
                  </small>
                )}
              </div>
              <div className="kit-field">
                <label htmlFor={`${id}-value-${index}`}>{t('storageTab.customValue')}</label>
                <input
                  id={`${id}-value-${index}`}
                  value={row.value}
                  onChange={(event) => change({ value: event.target.value })}
                />
              </div>
              <button
                type="button"
                aria-label={t('storageTab.removeKey', { key: row.key || index + 1 })}
                onClick={() =>
                  setDraft({ ...draft, custom: draft.custom.filter((_, at) => at !== index) })
                }
              >
                {t('storageTab.remove')}
              </button>
            </div>
          );
        })}
        <button
          type="button"
          onClick={() => setDraft({ ...draft, custom: [...draft.custom, { key: '', value: '' }] })}
        >
          {t('storageTab.addKey')}
        </button>
      </fieldset>
      <p className="storage-detail__actions">
        <button
          type="submit"
          className="button button--primary"
          disabled={saving || badKeys.size > 0}
        >
          {saving ? t('storageTab.saving') : t('storageTab.saveMetadata')}
        </button>
        <button type="button" className="button button--danger" onClick={onDelete}>
          {t('storageTab.delete')}
        </button>
        <button type="button" className="button" onClick={onClose}>
          {t('storageTab.close')}
        </button>
      </p>
    </form>
  );
}
