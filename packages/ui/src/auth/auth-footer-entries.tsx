import { Link, useLocation, useNavigate } from 'react-router';
import { useUiTranslation } from '../i18n/ui-i18n';
import { footerEntriesFor } from './footer-entries';
import { loginHrefWithNext } from './login-href';
import { useAuth } from '@bar/session/use-auth';

export type AuthFooterEntriesProps = {
  /** The login route (web: the localized '/es/login'); 'next' is added from the current page. */
  loginHref?: string;
  /** Where 'Account' goes (default: the login route, which shows the session and 'Salir'). */
  accountHref?: string;
  /** The back office; may be another origin (e.g. http://localhost:3001/admin). */
  adminHref?: string;
  /** Where the page goes once signed out (the public site: /logout-complete); none stays. */
  afterSignOutHref?: string;
  className?: string;
};

/** The footer's Guest, Account, Sign in, Admin and Sign out entries, by session state. */
export function AuthFooterEntries({
  loginHref = '/login',
  accountHref,
  adminHref = '/admin',
  afterSignOutHref,
  className,
}: AuthFooterEntriesProps) {
  const { t } = useUiTranslation();
  const auth = useAuth();
  const location = useLocation();
  const navigate = useNavigate();
  const signOut = async () => {
    await auth.signOut();
    if (afterSignOutHref) await navigate(afterSignOutHref);
  };
  if (auth.loading) return null;
  const current = `${location.pathname}${location.search}${location.hash}`;
  const external = /^[a-z]+:\/\//i.test(adminHref);

  const items = footerEntriesFor(auth.user, auth.userRole).map((entry) => {
    switch (entry) {
      case 'guest':
        return (
          <button type="button" onClick={() => void auth.signInAsGuest().catch(() => undefined)}>
            {t('footer.guest')}
          </button>
        );
      case 'account':
        return <Link to={accountHref ?? loginHref}>{t('footer.account')}</Link>;
      case 'signIn':
        return <Link to={loginHrefWithNext(loginHref, current)}>{t('footer.signIn')}</Link>;
      case 'admin':
        return external ? (
          <a href={adminHref}>{t('footer.admin')}</a>
        ) : (
          <Link to={adminHref}>{t('footer.admin')}</Link>
        );
      case 'signOut':
        return (
          <button type="button" onClick={() => void signOut().catch(() => undefined)}>
            {t('footer.signOut')}
          </button>
        );
    }
  });

  return (
    <nav className={className ?? 'bar-auth-entries'} aria-label={t('footer.label')}>
      <ul>
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </nav>
  );
}
