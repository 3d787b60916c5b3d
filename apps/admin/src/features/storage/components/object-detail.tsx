import { isApiError } from '@bar/client/api-client';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { ConfirmDialog } from '../../../components/editor-kit/confirm-dialog';
import { useToast } from '../../../components/editor-kit/toast';
import { useDeleteStorageObject, useStorageObject } from '../api/use-storage';
import { ObjectFacts, usageList } from './object-facts';
import { ObjectMetadataForm } from './object-metadata-form';

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
  const toast = useToast();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const object = useStorageObject(path);
  const remover = useDeleteStorageObject(path);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => heading.current?.focus(), []);

  const remove = async () => {
    setConfirming(false);
    const inUse = (object.data?.usedBy.length ?? 0) > 0;
    try {
      await remover.mutateAsync(inUse);
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
      {meta && object.data && <ObjectFacts url={object.data.url} meta={meta} usedBy={usedBy} />}

      {meta && (
        <ObjectMetadataForm
          path={path}
          meta={meta}
          onDelete={() => setConfirming(true)}
          onClose={onClose}
        />
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
