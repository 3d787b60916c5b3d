import {
  canCancel,
  canPause,
  canResume,
  type UploadTaskState,
} from '@bar/domain/uploads/resumable';
import { useTranslation } from 'react-i18next';

/** A big file's upload in progress (resumable): its state and what the row's buttons do. */
export type UploadControl = {
  state: UploadTaskState;
  pause: () => void;
  resume: () => void;
  cancel: () => void;
};

/**
 * Pause, resume and cancel of one upload, as the storage task states allow them (pause only from
 * running; resume from paused or pausing; cancel from running or pausing), with the state spoken
 * to screen readers.
 */
export function UploadControls({
  name,
  control,
  pausable = true,
}: {
  name: string;
  control: UploadControl;
  /** False for a file sent in one request: it can be cancelled, not paused. */
  pausable?: boolean;
}) {
  const { t } = useTranslation('admin');
  return (
    <span className="kit-upload">
      <span aria-live="polite" className="kit-upload__state">
        {t(`editorKit.upload.state.${control.state}`)}
      </span>
      {!pausable ? null : canResume(control.state) ? (
        <button
          type="button"
          aria-label={`${t('editorKit.upload.resume')}: ${name}`}
          onClick={control.resume}
        >
          {t('editorKit.upload.resume')}
        </button>
      ) : (
        <button
          type="button"
          aria-label={`${t('editorKit.upload.pause')}: ${name}`}
          disabled={!canPause(control.state)}
          onClick={control.pause}
        >
          {t('editorKit.upload.pause')}
        </button>
      )}
      <button
        type="button"
        aria-label={`${t('editorKit.upload.cancel')}: ${name}`}
        disabled={!canCancel(control.state)}
        onClick={control.cancel}
      >
        {t('editorKit.upload.cancel')}
      </button>
    </span>
  );
}
