import { useTranslation } from 'react-i18next';
import { MediaPicker } from '../../../components/editor-kit/media-picker';
import { useStaffMediaSrc } from '../../../components/editor-kit/use-staff-media';
import { isImageUrl, isOwnMedia } from '../lib/json-edit';

type PictureFieldProps = {
  id: string;
  label: string;
  value: string;
  /** The field's error text, tied to the input by aria-describedby. */
  error?: string;
  /** One line saying where the picture shows. */
  hint?: string;
  disabled?: boolean;
  onChange: (value: string) => void;
};

/**
 * A branding picture (the logo, a link's icon…): its address, typed or chosen from the media
 * library ('Elegir de la biblioteca', where an upload also lands), a preview of what is set,
 * and 'Quitar' to leave it empty.
 */
export function PictureField({
  id,
  label,
  value,
  error,
  hint,
  disabled,
  onChange,
}: PictureFieldProps) {
  const { t } = useTranslation('admin');
  const note = error ?? hint;
  const noteId = `${id}-note`;
  const shown = value.trim();
  return (
    <div className="kit-field branding-picture">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="url"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={note ? noteId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {note && (
        <p id={noteId} className={error ? 'kit-field__error' : 'kit-field__hint'}>
          {note}
        </p>
      )}
      <div className="branding-picture__tools">
        <MediaPicker
          accept="image"
          field={label}
          disabled={disabled}
          onPick={(picked) => onChange(picked.url)}
        />
        {shown !== '' && (
          <button
            type="button"
            className="button button--secondary"
            disabled={disabled}
            aria-label={t('brandingTab.picture.clearFor', { label })}
            onClick={() => onChange('')}
          >
            {t('brandingTab.picture.clear')}
          </button>
        )}
      </div>
      {(isImageUrl(shown) || isOwnMedia(shown)) && (
        <PicturePreview src={shown} alt={t('brandingTab.preview', { label })} />
      )}
    </div>
  );
}

/** The preview of a set picture; our own files are read with the staff token. */
function PicturePreview({ src, alt }: { src: string; alt: string }) {
  const shown = useStaffMediaSrc(src);
  return shown ? <img className="branding-preview" src={shown} alt={alt} loading="lazy" /> : null;
}
