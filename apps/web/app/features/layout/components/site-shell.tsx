import type { Locale } from '@bar/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FrameData } from '../frame-data';
import { SiteHeader } from './site-header';

type SiteShellProps = {
  locale: Locale;
  children: ReactNode;
  withNav?: boolean;
  /** Session indicator shown in the header (the user badge). */
  badge?: ReactNode;
  /** Page footer (public footer or the kiosk's session controls). */
  footer?: ReactNode;
  /** The tenant's brand name (branding); the catalogue's until it has loaded. */
  brandName?: string;
  /** The tenant's navigation data (public group); `loaded` once it has arrived. */
  frame?: FrameData;
  loaded?: boolean;
};

export const MAIN_ID = 'main';

/** Page chrome: skip link, header, the landmark the skip link targets, and the footer. */
export function SiteShell({
  locale,
  children,
  withNav,
  badge,
  footer,
  brandName,
  frame,
  loaded,
}: SiteShellProps) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('common.skipToContent')}
      </a>
      <SiteHeader
        locale={locale}
        withNav={withNav}
        badge={badge}
        brandName={brandName}
        frame={frame}
        loaded={loaded}
      />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
      {footer}
    </>
  );
}
