import { isApiError } from '@bar/client/api-client';
import {
  CUSTOM_METADATA_KEY,
  deleteStorageObject,
  getStorageObject,
  patchStorageObject,
  type StorageMetadataPatch,
  type StorageObject,
  type StorageUsage,
} from '@bar/client/endpoints/storage';
import { StorageObjectSchema } from '@bar/domain/api/storage';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { ConfirmDialog } from '../../../components/editor-kit/confirm-dialog';
import { useFormat } from '../../../components/editor-kit/format';
import { useToast } from '../../../components/editor-kit/toast';
import { useAdminApi } from '../../../components/editor-kit/use-admin-api';
import { useStaffMediaSrc } from '../../../components/editor-kit/use-staff-media';

/** Every field of Cloud Storage's object metadata, in the spec's order (the schema's). */
const FIELDS = Object.keys(StorageObjectSchema.shape) as (keyof StorageObject)[];

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

/** "Evento «Noche de salsa», Producto «Taco»": where deleting the file would leave a gap. */
export const usageList = (t: TFunction, usages: StorageUsage[]) =>
  usages.map((usage) => t(`storageTab.usage.${usage.kind}`, { label: usage.label })).join(', ');

/** One stored file: preview, every metadata field, where it is used, edits and deletion. */
export function ObjectDetail({
  path,
  onClose,
  onDeleted,
}: {
  path: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation('admin');
  const api = useAdminApi();
  const toast = useToast();
  const format = useFormat();
  const queryClient = useQueryClient();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const queryKey = ['admin', 'storage', 'object', path];
  const object = useQuery({
    queryKey,
    queryFn: () => api.call(getStorageObject, { query: { path } }),
  });
  // The edits; null shows the stored metadata (again, after a save).
  const [edited, setDraft] = useState<Draft | null>(null);
  const draft = edited ?? (object.data ? draftOf(object.data.metadata) : null);
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => heading.current?.focus(), []);

  const badKeys = new Set(
    (draft?.custom ?? [])
      .map((row) => row.key.trim())
      .filter((key) => key !== '' && !CUSTOM_METADATA_KEY.test(key)),
  );

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!object.data || !draft || badKeys.size > 0) return;
    setSaving(true);
    try {
      const answer = await api.call(patchStorageObject, {
        query: { path },
        body: patchOf(object.data.metadata, draft),
      });
      queryClient.setQueryData(queryKey, answer);
      setDraft(null);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'storage', 'list'] });
      toast.show('success', t('storageTab.metadataSaved'));
    } catch (error) {
      toast.show('error', saveErrorText(t, error));
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    setConfirming(false);
    const inUse = (object.data?.usedBy.length ?? 0) > 0;
    try {
      await api.call(deleteStorageObject, {
        query: { path, ...(inUse ? { force: 'true' as const } : {}) },
      });
      toast.show('success', t('storageTab.deleted', { name: object.data?.metadata.name ?? path }));
      onDeleted();
    } catch (error) {
      // Someone started using it meanwhile: show where, and let staff decide again.
      if (isApiError(error) && error.status === 409) void object.refetch();
      toast.show('error', saveErrorText(t, error));
    }
  };

  const meta = object.data?.metadata;
  const usedBy = object.data?.usedBy ?? [];
  return (
    <section className="storage-detail" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} ref={heading} tabIndex={-1}>
        {t('storageTab.detailTitle', { name: path.split('/').at(-1) })}
      </h3>
      {object.isPending && <p role="status">{t('editorKit.loading')}</p>}
      {object.isError && <p role="alert">{saveErrorText(t, object.error)}</p>}
      {meta && object.data && (
        <div className="storage-detail__body">
          <Preview url={object.data.url} meta={meta} />
          <div>
            <p>
              <a href={object.data.url} target="_blank" rel="noreferrer">
                {t('storageTab.openFile')}
              </a>
            </p>
            <h4>{t('storageTab.usedByTitle')}</h4>
            <p className={usedBy.length > 0 ? 'storage-detail__warning' : undefined}>
              {usedBy.length > 0 ? usageList(t, usedBy) : t('storageTab.notUsed')}
            </p>
            <h4>{t('storageTab.metadataTitle')}</h4>
            <dl className="storage-detail__fields">
              {FIELDS.map((field) => (
                <div key={field}>
                  <dt>{field}</dt>
                  <dd>
                    {field === 'customMetadata'
                      ? Object.keys(meta.customMetadata).length === 0
                        ? '—'
                        : Object.entries(meta.customMetadata)
                            .map(([key, value]) => `${key}: ${value}`)
                            .join(' · ')
                      : field === 'size'
                        ? `${format.bytes(meta.size)} (${format.number(meta.size)})`
                        : field === 'timeCreated' || field === 'updated'
                          ? format.dateTime(meta[field])
                          : (meta[field] ?? '—')}
                  </dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      )}

      {meta && draft && (
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
                  custom: draft.custom.map((item, at) =>
                    at === index ? { ...item, ...next } : item,
                  ),
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
              onClick={() =>
                setDraft({ ...draft, custom: [...draft.custom, { key: '', value: '' }] })
              }
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
            <button
              type="button"
              className="button button--danger"
              onClick={() => setConfirming(true)}
            >
              {t('storageTab.delete')}
            </button>
            <button type="button" className="button" onClick={onClose}>
              {t('storageTab.close')}
            </button>
          </p>
        </form>
      )}

      {confirming && meta && (
        <ConfirmDialog
          title={t('storageTab.deleteTitle', { name: meta.name })}
          message={
            usedBy.length > 0
              ? t('storageTab.deleteInUse', { places: usageList(t, usedBy) })
              : t('storageTab.deleteConfirm', { name: meta.name })
          }
          confirmLabel={t('storageTab.delete')}
          cancelLabel={t('storageTab.cancel')}
          onConfirm={() => void remove()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </section>
  );
}

/** A picture or a video, shown; other files have no preview. */
function Preview({ url, meta }: { url: string; meta: StorageObject }) {
  const { t } = useTranslation('admin');
  const image = meta.contentType.startsWith('image/');
  const video = meta.contentType.startsWith('video/');
  // Pictures come with the session's token (a draft's files are staff-only); a video streams.
  const src = useStaffMediaSrc(image ? url : '');
  if (image)
    return (
      <figure className="storage-detail__preview">
        {src ? <img src={src} alt={t('storageTab.previewOf', { name: meta.name })} /> : null}
      </figure>
    );
  if (video)
    return (
      <figure className="storage-detail__preview">
        <video
          src={url}
          controls
          preload="metadata"
          aria-label={t('storageTab.previewOf', { name: meta.name })}
        />
      </figure>
    );
  return <p className="storage-detail__preview">{t('storageTab.noPreview')}</p>;
}
