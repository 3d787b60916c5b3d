import { type GalleryEdit, GalleryEditSchema, GALLERY_TEXT_MAX } from '@bar/domain/gallery/schema';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorFormView } from '../../../components/editor-kit/editor-form-view';
import { CheckboxField, FieldGroup, TextField } from '../../../components/editor-kit/fields';
import { useEditorForm } from '../../../components/editor-kit/use-editor-form';
import { VersionHistory } from '../../../components/editor-kit/version-history';
import type { GalleryItem } from '../api/use-gallery';
import { thumbnailOf } from './gallery-list';

const LOCALES = ['es', 'en', 'fr'] as const;

type GalleryEditorProps = {
  item: GalleryItem;
  name: string;
  onSave: (values: GalleryEdit) => Promise<void>;
  onDone: () => void;
  /** After a version is restored: read the gallery again (the form then shows it). */
  onRestored: () => void;
};

/**
 * One picture's alt text and caption in each language, and whether guests see it; below, every
 * save of the picture with its differences and a restore.
 */
export function GalleryEditor({ item, name, onSave, onDone, onRestored }: GalleryEditorProps) {
  const { t } = useTranslation('admin');
  const values = useMemo<GalleryEdit>(
    () => ({ alt: item.alt, caption: item.caption, hidden: item.hidden }),
    [item],
  );
  const save = useCallback(
    async (next: GalleryEdit) => {
      await onSave(next);
      onDone();
    },
    [onSave, onDone],
  );
  const editor = useEditorForm({ schema: GalleryEditSchema, values, onSave: save });
  const label = t('gallery.editing', { name });
  const fieldLabel = (path: string) => {
    const [field, locale] = path.split('.');
    if (field === 'hidden') return t('gallery.hidden');
    const name =
      field === 'alt' ? t('gallery.alt') : field === 'caption' ? t('gallery.caption') : path;
    return LOCALES.some((known) => known === locale)
      ? `${name} · ${t(`gallery.locales.${locale}`)}`
      : name;
  };
  return (
    <section className="gallery-editor" aria-labelledby="gallery-editor-title">
      <h3 id="gallery-editor-title">{label}</h3>
      <img
        className="gallery-editor__preview"
        src={thumbnailOf(item)}
        alt=""
        width={160}
        height={160}
      />
      <EditorFormView
        editor={editor}
        label={label}
        actions={
          <button type="button" className="button button--secondary" onClick={onDone}>
            {t('gallery.cancel')}
          </button>
        }
      >
        {LOCALES.map((locale) => (
          <FieldGroup key={locale} legend={t(`gallery.locales.${locale}`)}>
            <TextField
              form={editor.form}
              name={`alt.${locale}`}
              label={t('gallery.alt')}
              hint={locale === 'es' ? t('gallery.altHint') : undefined}
              maxLength={GALLERY_TEXT_MAX.alt}
            />
            <TextField
              form={editor.form}
              name={`caption.${locale}`}
              label={t('gallery.caption')}
              maxLength={GALLERY_TEXT_MAX.caption}
            />
          </FieldGroup>
        ))}
        <CheckboxField form={editor.form} name="hidden" label={t('gallery.hidden')} />
      </EditorFormView>
      <VersionHistory
        area="gallery"
        doc={item.id}
        current={values}
        onRestored={onRestored}
        fieldLabel={fieldLabel}
      />
    </section>
  );
}
