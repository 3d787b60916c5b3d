import { type Locale, localizeHref } from '@bar/i18n';
import { AuthFooterEntries } from '@bar/ui/auth/auth-footer-entries';
import { useTranslation } from 'react-i18next';
import { pagePath } from '../../../config/paths';
import { adminHrefFrom } from '../load-client-config';
import { useClientConfig } from '../use-client-config';

/**
 * Minimal footer for now (the full one with branches, contact and social links comes with the
 * home page): the brand and the account entries (Guest, Account, Sign in, Admin, Sign out).
 */
export function SiteFooter({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const config = useClientConfig();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__brand">{t('common.brand')}</p>
        <AuthFooterEntries
          className="site-footer__account"
          loginHref={localizeHref(pagePath('login'), locale)}
          adminHref={adminHrefFrom(config)}
        />
      </div>
    </footer>
  );
}
