import type { Locale } from '@bar/i18n';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from './site-header';

type SiteShellProps = {
  locale: Locale;
  children: ReactNode;
  withNav?: boolean;
};

export const MAIN_ID = 'main';

/** Page chrome: skip link, header, and the landmark the skip link targets. */
export function SiteShell({ locale, children, withNav }: SiteShellProps) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {t('common.skipToContent')}
      </a>
      <SiteHeader locale={locale} withNav={withNav} />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
