import { ApiError } from '@bar/client/api-client';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { MediaPicker } from '../../../components/editor-kit/media-picker';
import { UnsavedGuard } from '../../../components/editor-kit/unsaved-guard';
import { useSaveShortcut } from '../../../components/editor-kit/use-save-shortcut';
import { fieldText, VersionHistory } from '../../../components/editor-kit/version-history';
import { catalogFieldMessage } from '../lib/version-fields';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  type CatalogImage,
  type CatalogItem,
  type CatalogKind,
  catalogVersionDoc,
} from '../api/catalog-api';
import { useLocale } from '../../../lib/locale-context';
import { useCatalogMutations, useUploadCatalogImage } from '../api/use-catalog';
import { CatalogFormSchema, type CatalogFormValues, formValues, toInput } from '../lib/form-values';

type CatalogFormProps = {
  kind: CatalogKind;
  item: CatalogItem | null;
  /** Saved: the panel closes the form and reloads the list. */
  onDone: () => void;
  /** Cancel pressed: the panel asks first when there are unsaved changes. */
  onCancel: () => void;
  /** Whether the form holds unsaved changes (each time that changes). */
  onDirty: (dirty: boolean) => void;
  /** A version of the item was restored: the panel reloads it into the form. */
  onRestored?: () => void;
};

/** What an item's versions keep, to diff one against the stored item. */
const versionData = (item: CatalogItem) => {
  const { id: _id, order: _order, createdAt: _createdAt, updatedAt: _updatedAt, ...fields } = item;
  return fields;
};

const TEXT_FIELDS = [
  ['name', 'catalog.fields.name'],
  ['price', 'catalog.fields.price'],
  ['subcategory', 'catalog.fields.subcategory'],
  ['options', 'catalog.fields.options'],
  ['features', 'catalog.fields.features'],
  ['nameEn', 'catalog.fields.nameEn'],
  ['nameFr', 'catalog.fields.nameFr'],
  ['videoUrl', 'catalog.fields.videoUrl'],
] as const;

const AREA_FIELDS = [
  ['description', 'catalog.fields.description'],
  ['descriptionEn', 'catalog.fields.descriptionEn'],
  ['descriptionFr', 'catalog.fields.descriptionFr'],
] as const;

/**
 * The edit form (react-hook-form + zod). The picture uploads at once: while it does, Save is
 * disabled and '(subiendo imagen...)' shows; only image files are taken (§5). A picture of the
 * media library can be chosen instead (stored already: kept as it is). Unsaved changes
 * are marked, Ctrl/⌘+S saves, and leaving the section or closing the window asks first.
 */
export function CatalogForm({
  kind,
  item,
  onDone,
  onCancel,
  onDirty,
  onRestored,
}: CatalogFormProps) {
  const { t } = useTranslation('admin');
  const { locale } = useLocale();
  const upload = useUploadCatalogImage(kind, locale);
  const { save } = useCatalogMutations(kind);
  const [image, setImage] = useState<CatalogImage | null>(
    item ? { photoUrl: item.photoUrl, photoResized: item.photoResized } : null,
  );
  const [error, setError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const { register, handleSubmit, formState } = useForm<CatalogFormValues>({
    resolver: zodResolver(CatalogFormSchema),
    defaultValues: formValues(item),
  });
  useEffect(() => heading.current?.focus(), []);
  const imageChanged = (image?.photoUrl ?? '') !== (item?.photoUrl ?? '');
  const dirty = formState.isDirty || imageChanged;
  const busy = upload.isPending || save.isPending;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  const onPicture = async (file: File | undefined) => {
    if (!file) return;
    setError('');
    if (!file.type.startsWith('image/')) {
      setError(t('catalog.imageOnly'));
      return;
    }
    try {
      setImage(await upload.mutateAsync(file));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('catalog.saveFailed'));
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    const body = toInput(values, {
      photoUrl: image?.photoUrl ?? '',
      photoResized: image?.photoResized ?? [],
      gallery: item?.gallery ?? [],
      translations: item?.translations ?? {},
    });
    if (!body) return; // §5: an empty name saves nothing and shows nothing.
    setError('');
    try {
      await save.mutateAsync({ id: item?.id ?? null, body });
      onDirty(false);
      onDone();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('catalog.saveFailed'));
    }
  });

  useSaveShortcut(() => void onSubmit(), !busy);

  return (
    <form className="catalog-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h3 ref={heading} tabIndex={-1}>
        {item ? t('catalog.editTitle', { name: item.name }) : t('catalog.newTitle')}
      </h3>
      {TEXT_FIELDS.map(([name, label]) => (
        <label key={name} className="field">
          <span>{t(label)}</span>
          <input type="text" {...register(name)} />
        </label>
      ))}
      {AREA_FIELDS.map(([name, label]) => (
        <label key={name} className="field">
          <span>{t(label)}</span>
          <textarea rows={2} {...register(name)} />
        </label>
      ))}
      {kind === 'products' ? (
        <label className="field">
          <span>{t('catalog.fields.category')}</span>
          <select {...register('category')}>
            <option value="">—</option>
            {(['food', 'liquor', 'cocktail', 'michelada'] as const).map((category) => (
              <option key={category} value={category}>
                {t(`catalog.categories.${category}`)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="field field--inline">
        <input type="checkbox" {...register('active')} />
        <span>{t('catalog.fields.active')}</span>
      </label>
      <label className="field field--inline">
        <input type="checkbox" {...register('availableToday')} />
        <span>{t('catalog.availableToday')}</span>
      </label>
      <label className="field">
        <span>{t('catalog.fields.photo')}</span>
        <input
          type="file"
          accept="image/*"
          onChange={(event) => void onPicture(event.target.files?.[0])}
        />
      </label>
      <MediaPicker
        accept="image"
        field={t('catalog.fields.photo')}
        disabled={busy}
        onPick={(picked) => {
          setError('');
          setImage({ photoUrl: picked.url, photoResized: [] });
        }}
      />
      {image?.photoUrl ? (
        <img
          className="catalog-row__thumb"
          src={image.photoResized[0]?.url ?? image.photoUrl}
          alt=""
          width={64}
          height={64}
        />
      ) : null}
      <p role="status" className="catalog-form__status">
        {upload.isPending ? t('catalog.uploading') : ''}
      </p>
      {error ? (
        <p role="alert" className="catalog-form__error">
          {error}
        </p>
      ) : null}
      <p className="catalog__toolbar">
        <button
          type="submit"
          className="button"
          disabled={busy}
          aria-keyshortcuts="Control+S Meta+S"
        >
          {t('catalog.save')}
        </button>
        <button type="button" className="button button--secondary" onClick={onCancel}>
          {t('catalog.cancel')}
        </button>
        <span className="save-bar__state" aria-live="polite">
          {dirty && !busy ? t('editorKit.unsaved.badge') : ''}
        </span>
      </p>
      {item && (
        <VersionHistory
          area="catalog"
          doc={catalogVersionDoc(kind, item.id)}
          current={versionData(item)}
          onRestored={() => onRestored?.()}
          fieldLabel={(path) => fieldText(t, catalogFieldMessage(path), path)}
        />
      )}
      <UnsavedGuard when={dirty && !save.isPending} />
    </form>
  );
}
