import { Dialog } from '@bar/ui/dialog/dialog';
import { useId, useRef } from 'react';

type ConfirmDialogProps = {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * The editors' confirmation before a destructive action: a modal alert dialog (the shared
 * Dialog) named by its title and described by its message; focus starts on Cancel, Escape
 * cancels, focus returns to the opener.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
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
      className="kit-confirm"
    >
      <h2 id={titleId}>{title}</h2>
      <p id={textId}>{message}</p>
      <p className="kit-confirm__actions">
        <button ref={cancel} type="button" className="button button--secondary" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button button--danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </p>
    </Dialog>
  );
}
