import { useId, useState } from 'react';
import { useUiTranslation } from '../i18n/ui-i18n';
import { useConsent, writeConsent } from './consent-store';

export type ConsentBarProps = {
  /** Where the privacy policy lives (shown in the read panel when given). */
  privacyHref?: string;
  className?: string;
};

/**
 * Accept stores true, Reject false; 'Read more' toggles the explanation. Shown until a choice is
 * stored. Rendered while the choice is not known yet too (the prerendered page, hydration): the
 * head's CONSENT_BOOT_SCRIPT marks the visitor who has not chosen, and the site's CSS shows the
 * bar to that visitor only, so it is part of the first paint. Fixed to the bottom of the window,
 * so appearing or going away moves nothing in the page.
 */
export function ConsentBar({ privacyHref, className = 'consent-bar' }: ConsentBarProps) {
  const { t } = useUiTranslation();
  const consent = useConsent();
  const [reading, setReading] = useState(false);
  const titleId = useId();
  const panelId = useId();
  if (consent === true || consent === false) return null;
  return (
    <section className={className} aria-labelledby={titleId}>
      <div className={`${className}__inner`}>
        <h2 id={titleId} className={`${className}__title`}>
          {t('consent.title')}
        </h2>
        <p className={`${className}__text`}>{t('consent.text')}</p>
        <div id={panelId} className={`${className}__panel`} hidden={!reading}>
          <p>{t('consent.details')}</p>
          {privacyHref && <a href={privacyHref}>{t('consent.privacy')}</a>}
        </div>
        <div className={`${className}__actions`}>
          <button
            type="button"
            className={`${className}__read`}
            aria-expanded={reading}
            aria-controls={panelId}
            onClick={() => setReading((open) => !open)}
          >
            {reading ? t('consent.readLess') : t('consent.readMore')}
          </button>
          <button
            type="button"
            className={`${className}__reject`}
            onClick={() => writeConsent(false)}
          >
            {t('consent.reject')}
          </button>
          <button
            type="button"
            className={`${className}__accept`}
            onClick={() => writeConsent(true)}
          >
            {t('consent.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
