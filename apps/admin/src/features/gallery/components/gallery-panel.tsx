import { ApiError } from '@bar/client/api-client';
import { type ChangeEvent, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveErrorText } from '../../../components/editor-kit/api-errors';
import { ConfirmDialog } from '../../../components/editor-kit/confirm-dialog';
import { useToast } from '../../../components/editor-kit/toast';
import { useUndoableDelete } from '../../../components/editor-kit/use-undoable-delete';
import { type GalleryItem, useGallery } from '../api/use-gallery';
import { GalleryEditor } from './gallery-editor';
import { GalleryList, pictureName } from './gallery-list';
import { GalleryPicker } from './gallery-picker';
import { MediaPicker } from '../../../components/editor-kit/media-picker';
import '../gallery.css';

/**
 * The gallery tab: upload pictures (the API's image pipeline makes their variants), add an
 * event or catalogue picture or one of the media library, write each picture's alt text and caption per language, hide,
 * reorder by drag and drop, delete after a confirmation (then "Deshacer" for a few seconds).
 * What guests see on /{lang}/galeria.
 */
export default function GalleryPanel() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { list, reload, upload, add, patch, reorder, remove } = useGallery();
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<GalleryItem | null>(null);
  const [picking, setPicking] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const undoable = useUndoableDelete((id) => remove.mutateAsync(id));
  const stored = list.data?.items ?? [];
  const items = stored.filter((item) => !undoable.hidden(item.id));
  const nameOf = (item: GalleryItem) => pictureName(item, stored.indexOf(item), t);
  // The API's own sentence (already in the panel's language) says most; the kit's text otherwise.
  const errorText = (error: unknown) =>
    error instanceof ApiError && error.status !== 400 && error.message
      ? error.message
      : saveErrorText(t, error);
  const failed = (error: unknown) => toast.show('error', errorText(error));

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (!files.length) return;
    let uploaded = 0;
    setProgress({ done: 0, total: files.length });
    for (const file of files) {
      try {
        await upload.mutateAsync(file);
        uploaded += 1;
      } catch (error) {
        toast.show('error', `${file.name}: ${errorText(error)}`);
      }
      setProgress((current) => current && { ...current, done: current.done + 1 });
    }
    setProgress(null);
    if (uploaded) toast.show('success', t('gallery.uploaded', { count: uploaded }));
  };

  const editingItem = items.find((item) => item.id === editing) ?? null;
  const saveEdit = useCallback(
    async (values: Parameters<typeof patch.mutateAsync>[0]['body']) => {
      if (editing) await patch.mutateAsync({ id: editing, body: values });
    },
    [editing, patch],
  );

  return (
    <div className="gallery-tab">
      <h2 id="gallery-tab-title">{t('gallery.title')}</h2>
      <p>{t('gallery.intro')}</p>
      <p className="gallery-tab__toolbar">
        <input
          ref={fileInput}
          id="gallery-upload"
          className="visually-hidden"
          type="file"
          aria-label={t('gallery.upload')}
          tabIndex={-1}
          accept="image/*"
          multiple
          disabled={progress !== null}
          onChange={(event) => void onFiles(event)}
        />
        <button
          type="button"
          className="button"
          disabled={progress !== null}
          onClick={() => fileInput.current?.click()}
        >
          {t('gallery.upload')}
        </button>
        <button type="button" className="button button--secondary" onClick={() => setPicking(true)}>
          {t('gallery.addExisting')}
        </button>
        <MediaPicker
          accept="image"
          onPick={(picked) =>
            add.mutate(
              { source: 'library', url: picked.url, label: picked.name.replace(/\.[^.]+$/, '') },
              {
                onSuccess: () => toast.show('success', t('gallery.addedToast')),
                onError: failed,
              },
            )
          }
        />
        <button type="button" className="button button--secondary" onClick={() => void reload()}>
          {t('gallery.reload')}
        </button>
        <span role="status" className="gallery-tab__status">
          {progress ? t('gallery.uploading', progress) : ''}
        </span>
      </p>
      {editingItem ? (
        <GalleryEditor
          key={editingItem.id}
          item={editingItem}
          name={nameOf(editingItem)}
          onSave={saveEdit}
          onDone={() => setEditing(null)}
          onRestored={() => void reload()}
        />
      ) : null}
      {list.isPending ? <p role="status">{t('gallery.loading')}</p> : null}
      {list.isError ? <p role="alert">{saveErrorText(t, list.error)}</p> : null}
      {list.data && items.length === 0 ? <p>{t('gallery.empty')}</p> : null}
      {items.length ? (
        <GalleryList
          items={items}
          onEdit={(item) => setEditing(item.id)}
          onToggleHidden={(item) =>
            patch.mutate({ id: item.id, body: { hidden: !item.hidden } }, { onError: failed })
          }
          onDelete={setDeleting}
          onReorder={(ids) => reorder.mutate(ids, { onError: failed })}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('gallery.confirmTitle')}
          message={t('gallery.confirmText', {
            name: nameOf(deleting),
            interpolation: { escapeValue: false },
          })}
          confirmLabel={t('gallery.delete')}
          cancelLabel={t('gallery.cancel')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            const id = deleting.id;
            setDeleting(null);
            if (editing === id) setEditing(null);
            undoable.remove(id, nameOf(deleting));
          }}
        />
      ) : null}
      {picking ? (
        <GalleryPicker
          items={items}
          onClose={() => setPicking(false)}
          onPick={(picture) =>
            add.mutate(picture, {
              onSuccess: () => toast.show('success', t('gallery.addedToast')),
              onError: failed,
            })
          }
        />
      ) : null}
    </div>
  );
}
