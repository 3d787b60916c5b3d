import { type Locale, localizeHref } from '@bar/i18n';
import { ThemeToggle } from '@bar/ui/theme/theme-toggle';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from './language-switcher';
import { MainNav } from './main-nav';

type SiteHeaderProps = {
  locale: Locale;
  /** The kiosk shows only the brand and the languages, no site navigation. */
  withNav?: boolean;
  badge?: ReactNode;
  /** The tenant's brand name (branding); the catalogue's until it has loaded. */
  brandName?: string;
};

export function SiteHeader({ locale, withNav = true, badge, brandName }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link className="brand" to={localizeHref('/', locale)}>
          {brandName ?? t('common.brand')}
        </Link>
        <div className="site-header__tools">
          {badge}
          <LanguageSwitcher locale={locale} />
          <ThemeToggle locale={locale} />
        </div>
      </div>
      {withNav && <MainNav locale={locale} />}
    </header>
  );
}
