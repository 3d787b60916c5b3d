import { mediaObjectPosition } from '@bar/domain/events/media';
import { useTranslation } from 'react-i18next';
import {
  detailsOf,
  entryKey,
  FOCUS_POINTS,
  focusPointOf,
  moveEntry,
  previewOf,
  withDetails,
  type MediaEntry,
} from '../lib/media-entries';
import { MediaPicker } from '../../../components/editor-kit/media-picker';
import { useStaffMediaSrc } from '../../../components/editor-kit/use-staff-media';
import { type UploadControl, UploadControls } from '../../../components/editor-kit/upload-controls';

type MediaEditorProps = {
  entries: MediaEntry[];
  onChange: (entries: MediaEntry[]) => void;
  disabled: boolean;
  /** Upload tasks by entry key (only while a big file is on its way). */
  uploads?: Record<string, UploadControl>;
};

/**
 * Pictures and videos: pick files (uploaded on save, with progress) or choose them from the media
 * library (already stored: kept as they are), preview, describe (alt text and the focal point a
 * crop keeps in view), reorder, remove.
 */
export function MediaEditor({ entries, onChange, disabled, uploads = {} }: MediaEditorProps) {
  const { t } = useTranslation('admin');
  const add = (files: FileList | null) => {
    const picked: MediaEntry[] = [...(files ?? [])].map((file) => ({
      key: entryKey(),
      kind: 'pending',
      file,
      previewUrl: URL.createObjectURL(file),
      progress: 0,
      details: { alt: '', focus: undefined },
    }));
    onChange([...entries, ...picked]);
  };
  return (
    <fieldset className="event-media">
      <legend>{t('posts.form.media')}</legend>
      <label className="event-field" htmlFor="event-media-files">
        {t('posts.form.addMedia')}
        <input
          id="event-media-files"
          type="file"
          accept="image/*,video/*"
          multiple
          disabled={disabled}
          onChange={(event) => {
            add(event.target.files);
            event.target.value = '';
          }}
        />
      </label>
      <MediaPicker
        accept="media"
        disabled={disabled}
        onPick={(picked) =>
          onChange([
            ...entries,
            { key: entryKey(), kind: 'stored', item: { ...picked, resized: [] } },
          ])
        }
      />
      {entries.length === 0 && <p className="event-field__hint">{t('posts.form.noMedia')}</p>}
      <ol className="event-media__list">
        {entries.map((entry, index) => {
          const preview = previewOf(entry);
          const upload = uploads[entry.key];
          const details = detailsOf(entry);
          return (
            <li key={entry.key} className="event-media__item">
              <MediaPreview {...preview} position={mediaObjectPosition(details)} />
              <span className="event-media__name">{preview.name}</span>
              {!preview.video && (
                <MediaDetailsFields
                  id={entry.key}
                  name={preview.name}
                  details={details}
                  disabled={disabled}
                  onChange={(next) =>
                    onChange(
                      entries.map((other) => (other === entry ? withDetails(entry, next) : other)),
                    )
                  }
                />
              )}
              {entry.kind === 'pending' && (
                <progress
                  max={1}
                  value={entry.progress}
                  aria-label={t('posts.form.uploading', { name: preview.name })}
                >
                  {Math.round(entry.progress * 100)}%
                </progress>
              )}
              {upload && <UploadControls name={preview.name} control={upload} />}
              <span className="event-media__actions">
                <button
                  aria-label={`${t('posts.form.up')}: ${preview.name}`}
                  type="button"
                  disabled={disabled || index === 0}
                  onClick={() => onChange(moveEntry(entries, index, -1))}
                >
                  {t('posts.form.up')}
                </button>
                <button
                  aria-label={`${t('posts.form.down')}: ${preview.name}`}
                  type="button"
                  disabled={disabled || index === entries.length - 1}
                  onClick={() => onChange(moveEntry(entries, index, 1))}
                >
                  {t('posts.form.down')}
                </button>
                <button
                  aria-label={`${t('posts.form.remove')}: ${preview.name}`}
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(entries.filter((other) => other !== entry))}
                >
                  {t('posts.form.remove')}
                </button>
              </span>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}

/**
 * A thumbnail of one file, cropped like the site crops it (the focal point kept in view); stored
 * ones come through the staff's token (a draft's files are private).
 */
function MediaPreview({
  src,
  video,
  name,
  position,
}: ReturnType<typeof previewOf> & { position: string | undefined }) {
  const shown = useStaffMediaSrc(src);
  return video ? (
    <video src={shown} muted playsInline preload="metadata" aria-label={name} />
  ) : (
    <img src={shown} alt={name} style={position ? { objectPosition: position } : undefined} />
  );
}

type MediaDetailsFieldsProps = {
  id: string;
  name: string;
  details: ReturnType<typeof detailsOf>;
  disabled: boolean;
  onChange: (details: ReturnType<typeof detailsOf>) => void;
};

/** A picture's alt text and focal point (the point the hero and the cards keep on a phone). */
function MediaDetailsFields({ id, name, details, disabled, onChange }: MediaDetailsFieldsProps) {
  const { t } = useTranslation('admin');
  return (
    <span className="event-media__details">
      <label className="event-field" htmlFor={`${id}-alt`}>
        {t('posts.form.alt', { name })}
        <input
          id={`${id}-alt`}
          type="text"
          maxLength={300}
          value={details.alt}
          disabled={disabled}
          aria-describedby={`${id}-alt-hint`}
          onChange={(event) => onChange({ ...details, alt: event.target.value })}
        />
        <span id={`${id}-alt-hint`} className="event-field__hint">
          {t('posts.form.altHint')}
        </span>
      </label>
      <label className="event-field" htmlFor={`${id}-focus`}>
        {t('posts.form.focus', { name })}
        <select
          id={`${id}-focus`}
          value={focusPointOf(details.focus)}
          disabled={disabled}
          onChange={(event) =>
            onChange({
              ...details,
              focus: FOCUS_POINTS.find((point) => point.id === event.target.value)?.focus,
            })
          }
        >
          {FOCUS_POINTS.map((point) => (
            <option key={point.id} value={point.id}>
              {t(`posts.form.focusPoints.${point.id}`)}
            </option>
          ))}
        </select>
      </label>
    </span>
  );
}
