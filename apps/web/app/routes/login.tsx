import { localizeHref } from '@bar/i18n';
import { useAuth } from '@bar/session/use-auth';
import { SignInCard } from '@bar/ui/auth/sign-in-card';
import { useEffect } from 'react';
import { useTranslation } from '../lib/lite-i18n/react-i18next';
import { useLocalizedNext } from '../features/auth/use-localized-next';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/login';

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta('login', params.lang),
  { name: 'robots', content: 'noindex' },
];

// The card renders the same markup while prerendering and on first client render (session
// unknown); it reacts to the session once the provider has started after hydration. Opening
// this page is the visitor's wish to sign in: the identity SDK starts here, not on other pages.
export default function LoginRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { requestSession } = useAuth();
  useLocalizedNext(locale);
  useEffect(() => requestSession(), [requestSession]);
  return (
    <div className="login-page">
      <SignInCard
        headingLevel={1}
        title={t('login.title')}
        defaultNext={localizeHref('/', locale)}
      />
    </div>
  );
}
