import { UserBadge } from '@bar/ui/auth/user-badge';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { LocaleSelect } from './locale-select';

export type AppHeaderProps = {
  homeHref: string;
  signedIn: boolean;
  onSignOut: () => void;
};

/** Sticky on every admin page: home, panel, sign-out, the session badge and the language. */
export function AppHeader({ homeHref, signedIn, onSignOut }: AppHeaderProps) {
  const { t } = useTranslation('admin');
  return (
    <header className="app-header">
      <nav aria-label={t('header.nav')} className="app-header__nav">
        <a href={homeHref}>{t('header.home')}</a>
        <Link to={paths.admin}>{t('header.panel')}</Link>
      </nav>
      <div className="app-header__session">
        <UserBadge />
        {signedIn && (
          <button type="button" className="button" onClick={onSignOut}>
            {t('header.signOut')}
          </button>
        )}
        <LocaleSelect />
      </div>
    </header>
  );
}
