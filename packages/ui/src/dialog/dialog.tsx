import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useRef,
} from 'react';
import { focusablesIn, wrapTabFocus } from './tab-trap';

export type DialogProps = {
  /** Shown (modal) while true; on the way to false it closes and focus goes back to the opener. */
  open: boolean;
  /** Asked for on Escape and, with `closeOnBackdrop`, a click on the backdrop; the parent decides. */
  onClose: () => void;
  /** `alertdialog` for a confirmation that interrupts the user. */
  role?: 'dialog' | 'alertdialog';
  /** The accessible name: a visible heading's id (`labelledBy`) or a text (`label`). */
  labelledBy?: string;
  label?: string;
  describedBy?: string;
  /** What gets focus when it opens; the first focusable element inside otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Close on a click whose target is the dialog box itself (its ::backdrop or padding). */
  closeOnBackdrop?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * The one modal dialog of the apps, on the native <dialog>: showModal() makes the page behind
 * it inert and puts it in the top layer; Tab is still wrapped by hand because browsers let focus
 * leave a modal dialog for their own toolbar. Escape (the browser's `cancel`) and an optional
 * backdrop click ask the parent to close; focus returns to whatever had it when it opened.
 */
export function Dialog({
  open,
  onClose,
  role = 'dialog',
  labelledBy,
  label,
  describedBy,
  initialFocus,
  closeOnBackdrop = false,
  className,
  children,
}: DialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Listeners call the latest onClose without re-running the open effect.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && !dialog.contains(active) ? active : null;
    if (!dialog.open) {
      // jsdom and very old browsers have no showModal(): the attribute at least shows it.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    const first = initialFocus?.current ?? focusablesIn(dialog)[0];
    (first ?? dialog).focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      if (opener?.isConnected) opener.focus();
    };
    // initialFocus is a ref: reading it when the dialog opens is enough.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onCloseRef.current();
    } else if (event.key === 'Tab' && dialogRef.current) {
      wrapTabFocus(event, focusablesIn(dialogRef.current));
    }
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (closeOnBackdrop && event.target === event.currentTarget) onCloseRef.current();
  };

  return (
    <dialog
      ref={dialogRef}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-label={labelledBy ? undefined : label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onClick={onClick}
      // The browser's own Escape handling would close the dialog behind React's back.
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      {children}
    </dialog>
  );
}
