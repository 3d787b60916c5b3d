import type { Locale } from '@bar/i18n';
import { type ReactNode, Suspense } from 'react';
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

/**
 * Page chrome: skip link, header, the landmark the skip link targets, and the footer.
 *
 * Header, page and footer are each a Suspense boundary (nothing in them suspends): React then
 * hydrates them one after another, each with its own commit and effects, instead of the whole
 * document in one commit: shorter tasks on a phone's main thread (selective hydration,
 * https://react.dev/reference/react/Suspense). The prerendered HTML carries the same boundaries.
 */
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
      <Suspense>
        <SiteHeader
          locale={locale}
          withNav={withNav}
          badge={badge}
          brandName={brandName}
          frame={frame}
          loaded={loaded}
        />
      </Suspense>
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        <Suspense>{children}</Suspense>
      </main>
      <Suspense>{footer}</Suspense>
    </>
  );
}
