import { Dialog } from '@bar/ui/dialog/dialog';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type ConfirmDialogProps = {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A small modal alert dialog (the shared Dialog): focus starts on Cancel, Escape cancels. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('admin');
  const cancel = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();

  return (
    <Dialog
      open
      onClose={onCancel}
      role="alertdialog"
      labelledBy={titleId}
      describedBy={textId}
      initialFocus={cancel}
      className="post-dialog"
    >
      <h2 id={titleId}>{title}</h2>
      <p id={textId}>{message}</p>
      <div className="post-form__actions">
        <button ref={cancel} type="button" onClick={onCancel}>
          {t('posts.list.cancel')}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
