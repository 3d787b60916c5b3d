import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/ui-i18n';
import './popup-message.css';

export type PopupMessageProps = {
  open: boolean;
  /** Called on the close button, Escape, and when the auto-close timer runs out. */
  onClose: () => void;
  title: ReactNode;
  /** The message body. */
  children?: ReactNode;
  /** Closes on its own after this many seconds (none by default). */
  autoCloseSeconds?: number;
  /** Visible text of the close button; 'Close' in the page language by default. */
  closeLabel?: string;
  className?: string;
};

/** A modal message: focus moves into it, returns to the opener when it closes; Escape closes. */
export function PopupMessage(props: PopupMessageProps) {
  return props.open ? <OpenPopup {...props} /> : null;
}

function OpenPopup({
  onClose,
  title,
  children,
  autoCloseSeconds,
  closeLabel,
  className,
}: PopupMessageProps) {
  const { t } = useUiTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  // Timers and listeners call the latest onClose without restarting.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Kept in a ref: a re-run of the effect (React's strict mode) must not take the close button for the opener.
  const openerRef = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!openerRef.current && document.activeElement instanceof HTMLElement) {
      openerRef.current = document.activeElement;
    }
    const opener = openerRef.current;
    // showModal makes the rest of the page inert; environments without it get a plain open dialog.
    if (dialog && typeof dialog.showModal === 'function') dialog.showModal();
    else dialog?.setAttribute('open', '');
    closeRef.current?.focus();
    return () => {
      if (dialog?.open && typeof dialog.close === 'function') dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (!autoCloseSeconds || autoCloseSeconds <= 0) return;
    const timer = setTimeout(() => onCloseRef.current(), autoCloseSeconds * 1000);
    return () => clearTimeout(timer);
  }, [autoCloseSeconds]);

  return (
    <dialog
      ref={dialogRef}
      className={['bar-popup', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        onCloseRef.current();
      }}
      // The browser's own Escape handling: the parent decides, through onClose.
      onCancel={(event) => {
        event.preventDefault();
        onCloseRef.current();
      }}
    >
      <h2 id={titleId} className="bar-popup__title">
        {title}
      </h2>
      {children ? (
        <div id={bodyId} className="bar-popup__body">
          {children}
        </div>
      ) : null}
      <button
        ref={closeRef}
        type="button"
        className="bar-popup__close"
        onClick={() => onCloseRef.current()}
      >
        {closeLabel ?? t('popup.close')}
      </button>
    </dialog>
  );
}
