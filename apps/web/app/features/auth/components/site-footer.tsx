import { type Locale, localizeHref } from '@bar/i18n';
import { AuthFooterEntries } from '@bar/ui/auth/auth-footer-entries';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { LOGOUT_COMPLETE_PATH, pagePath } from '../../../config/paths';
import { adminHrefFrom } from '../load-client-config';
import { useClientConfig } from '../use-client-config';

type SiteFooterProps = {
  locale: Locale;
  /** The tenant's brand name (branding); the catalogue's until it has loaded. */
  brandName?: string;
  /** The tenant's contact and social links block. */
  children?: ReactNode;
};

/**
 * The brand, the tenant's contact block, the account entries (Guest, Account, Sign in, ...) and
 * the link to the terms and privacy page.
 */
export function SiteFooter({ locale, brandName, children }: SiteFooterProps) {
  const { t } = useTranslation();
  const config = useClientConfig();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__brand">{brandName ?? t('common.brand')}</p>
        {children}
        <AuthFooterEntries
          className="site-footer__account"
          loginHref={localizeHref(pagePath('login'), locale)}
          adminHref={adminHrefFrom(config)}
          afterSignOutHref={LOGOUT_COMPLETE_PATH}
        />
        <p className="site-footer__legal">
          <a href={localizeHref(pagePath('terms'), locale)}>{t('terms.title')}</a>
        </p>
      </div>
    </footer>
  );
}
