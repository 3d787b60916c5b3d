import { type Locale, localizeHref } from '@bar/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from './language-switcher';
import { MainNav } from './main-nav';

type SiteHeaderProps = {
  locale: Locale;
  /** The kiosk shows only the brand and the languages, no site navigation. */
  withNav?: boolean;
};

export function SiteHeader({ locale, withNav = true }: SiteHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link className="brand" to={localizeHref('/', locale)}>
          {t('common.brand')}
        </Link>
        <LanguageSwitcher locale={locale} />
      </div>
      {withNav && <MainNav locale={locale} />}
    </header>
  );
}
