import { Dialog } from '@bar/ui/dialog/dialog';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type ReactNode, useCallback, useId, useRef, useState } from 'react';

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

type ConfirmRequest = Omit<ConfirmDialogProps, 'onConfirm' | 'onCancel'>;

/**
 * `confirm(request)` opens a ConfirmDialog and resolves true on confirm, false on cancel or
 * Escape; render `dialog` where it should mount. For questions asked from an event handler,
 * where the browser's window.confirm would block the page and ignore our styles and language.
 */
export function useConfirm(): {
  confirm: (request: ConfirmRequest) => Promise<boolean>;
  dialog: ReactNode;
} {
  const [open, setOpen] = useState<(ConfirmRequest & { answer: (yes: boolean) => void }) | null>(
    null,
  );
  const confirm = useCallback(
    (request: ConfirmRequest) =>
      new Promise<boolean>((resolve) => {
        setOpen({
          ...request,
          answer: (yes) => {
            setOpen(null);
            resolve(yes);
          },
        });
      }),
    [],
  );
  const dialog = open ? (
    <ConfirmDialog
      title={open.title}
      message={open.message}
      confirmLabel={open.confirmLabel}
      cancelLabel={open.cancelLabel}
      onConfirm={() => open.answer(true)}
      onCancel={() => open.answer(false)}
    />
  ) : null;
  return { confirm, dialog };
}

/** The texts of the editors' "discard unsaved changes?" question, in the panel's language. */
export function discardTexts(t: TFunction<'admin'>): ConfirmRequest {
  return {
    title: t('editorKit.unsaved.title'),
    message: t('editorKit.unsaved.confirm'),
    confirmLabel: t('editorKit.unsaved.discard'),
    cancelLabel: t('editorKit.unsaved.keep'),
  };
}

/** Asks the editors' "discard unsaved changes?" question from a handler. */
export function useDiscardConfirm() {
  const { t } = useTranslation('admin');
  const { confirm, dialog } = useConfirm();
  const confirmDiscard = useCallback(() => confirm(discardTexts(t)), [confirm, t]);
  return { confirmDiscard, dialog };
}
