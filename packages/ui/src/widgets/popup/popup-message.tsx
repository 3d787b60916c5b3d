import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Dialog } from '../../dialog/dialog';
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
  const titleId = useId();
  const bodyId = useId();
  // The timer calls the latest onClose without restarting.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!autoCloseSeconds || autoCloseSeconds <= 0) return;
    const timer = setTimeout(() => onCloseRef.current(), autoCloseSeconds * 1000);
    return () => clearTimeout(timer);
  }, [autoCloseSeconds]);

  return (
    <Dialog
      open
      onClose={() => onCloseRef.current()}
      className={['bar-popup', className].filter(Boolean).join(' ')}
      labelledBy={titleId}
      describedBy={children ? bodyId : undefined}
    >
      <h2 id={titleId} className="bar-popup__title">
        {title}
      </h2>
      {children ? (
        <div id={bodyId} className="bar-popup__body">
          {children}
        </div>
      ) : null}
      <button type="button" className="bar-popup__close" onClick={() => onCloseRef.current()}>
        {closeLabel ?? t('popup.close')}
      </button>
    </Dialog>
  );
}
