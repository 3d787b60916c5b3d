import type { ReactNode } from 'react';
import { useUiTranslation } from '../../i18n/ui-i18n';
import { buildMapsEmbedUrl, buildMapsLinkUrl, MAP_HEIGHT, type MapsOptions } from './maps-url';

export type { MapsMode, MapsOptions } from './maps-url';

export type MapsEmbedProps = MapsOptions & {
  /** The public Maps Embed API key (restricted by referrer); never a secret. */
  apiKey: string;
  /** The iframe's accessible title; 'Map' in the page language by default. */
  title?: string;
  /** Default 360 px; the width is always the full container. */
  height?: number;
  /** Also offer an "Open in Google Maps" link (interactive map, zoom 14 by default). */
  showLink?: boolean;
  /** Shown instead of the map when required parameters are missing; a message by default. */
  fallback?: ReactNode;
  className?: string;
};

/** Google Maps embed for the view, place, search, directions and streetview modes. */
export function MapsEmbed({
  apiKey,
  title,
  height = MAP_HEIGHT,
  showLink = false,
  fallback,
  className,
  ...options
}: MapsEmbedProps) {
  const { t } = useUiTranslation();
  const embed = buildMapsEmbedUrl(apiKey, options);
  const link = buildMapsLinkUrl(options);
  const classes = ['bar-maps', className].filter(Boolean).join(' ');

  if (!embed.ok) {
    if (fallback !== undefined) return <>{fallback}</>;
    return (
      <p className={`${classes} bar-maps--unavailable`} data-missing={embed.missing.join(' ')}>
        {t('maps.unavailable')}
      </p>
    );
  }
  return (
    <div className={classes}>
      <iframe
        title={title ?? t('maps.title')}
        src={embed.url}
        width="100%"
        height={height}
        style={{ border: 0, display: 'block', width: '100%', height }}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
      />
      {showLink && link.ok ? (
        <a href={link.url} target="_blank" rel="noopener noreferrer" className="bar-maps__link">
          {t('maps.open')}
        </a>
      ) : null}
    </div>
  );
}
