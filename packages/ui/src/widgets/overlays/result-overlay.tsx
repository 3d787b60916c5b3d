import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/ui-i18n';
import { overlayClasses } from './loading-overlay';
import { RESULT_IMAGE_SIZE } from './overlay-sizes';
import './overlays.css';

export type ResultOverlayProps = {
  /** An illustration; decorative, the text carries the meaning. */
  imageSrc?: string;
  /** Default 120. */
  imageWidth?: number;
  /** Default 120. */
  imageHeight?: number;
  /** Default 'Success' or 'Error' in the page language. */
  text?: string;
  /** Extra content under the text, e.g. a close or retry button. */
  children?: ReactNode;
  fullscreen?: boolean;
  className?: string;
};

type Kind = 'success' | 'failure';

function ResultOverlay({ kind, ...props }: ResultOverlayProps & { kind: Kind }) {
  const { t } = useUiTranslation();
  const { imageSrc, imageWidth = RESULT_IMAGE_SIZE, imageHeight = RESULT_IMAGE_SIZE } = props;
  return (
    <div
      className={overlayClasses(kind, props.fullscreen ?? true, props.className)}
      role="status"
      // A failure interrupts; a success waits for a pause.
      aria-live={kind === 'failure' ? 'assertive' : 'polite'}
    >
      {imageSrc ? (
        <img
          src={imageSrc}
          alt=""
          width={imageWidth}
          height={imageHeight}
          className="bar-overlay__image"
        />
      ) : null}
      <p className="bar-overlay__text">{props.text ?? t(`overlay.${kind}`)}</p>
      {props.children}
    </div>
  );
}

export function SuccessOverlay(props: ResultOverlayProps) {
  return <ResultOverlay kind="success" {...props} />;
}

export function FailureOverlay(props: ResultOverlayProps) {
  return <ResultOverlay kind="failure" {...props} />;
}
