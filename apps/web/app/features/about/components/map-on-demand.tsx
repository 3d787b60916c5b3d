import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The map loads Google's frame only after the guest asks for it: until the click there is no
 * request to a third party (privacy, and nothing heavy on the page). The placeholder and the
 * frame share one box, so nothing moves.
 */
export function MapOnDemand({ address, mapUrl }: { address: string; mapUrl?: string }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const src = `https://maps.google.com/maps?q=${encodeURIComponent(address)}&z=15&output=embed`;
  return (
    <div className="about-map">
      {shown ? (
        <iframe
          className="about-map__frame"
          src={src}
          title={t('about.map.title', { address })}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <button type="button" className="about-map__placeholder" onClick={() => setShown(true)}>
          <span>{t('about.map.show')}</span>
          <small>{t('about.map.notice')}</small>
        </button>
      )}
      {mapUrl ? (
        <a href={mapUrl} target="_blank" rel="noopener noreferrer">
          {t('about.map.open')}
        </a>
      ) : null}
    </div>
  );
}
