import { useUiTranslation } from '../../i18n/ui-i18n';
import { DEFAULT_LOGO_SIZE, loaderBoxSize } from './overlay-sizes';
import './overlays.css';

export type LoadingOverlayProps = {
  /** The brand logo in the middle of the spinner; a plain spinner without it. */
  logoSrc?: string;
  /** Default 64 px; the loader box is 1.4 times this. */
  logoSize?: number;
  /** Default 'Loading…' in the page language. */
  label?: string;
  /** Cover the viewport (default) or only the positioned parent. */
  fullscreen?: boolean;
  className?: string;
};

/** A busy status over the page or a section, announced politely. */
export function LoadingOverlay({
  logoSrc,
  logoSize = DEFAULT_LOGO_SIZE,
  label,
  fullscreen = true,
  className,
}: LoadingOverlayProps) {
  const { t } = useUiTranslation();
  const box = loaderBoxSize(logoSize);
  return (
    <div
      className={overlayClasses('loading', fullscreen, className)}
      role="status"
      aria-live="polite"
      aria-busy="true"
    >
      <div className="bar-overlay__loader" style={{ width: box, height: box }}>
        <span className="bar-overlay__ring" aria-hidden="true" />
        {logoSrc ? (
          <img
            src={logoSrc}
            alt=""
            width={logoSize}
            height={logoSize}
            className="bar-overlay__logo"
          />
        ) : null}
      </div>
      <p className="bar-overlay__text">{label ?? t('overlay.loading')}</p>
    </div>
  );
}

export function overlayClasses(kind: string, fullscreen: boolean, className?: string): string {
  return [
    'bar-overlay',
    `bar-overlay--${kind}`,
    fullscreen ? 'bar-overlay--fullscreen' : '',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}
