import { useTranslation } from 'react-i18next';
import { LanguageLinks } from '../components/language-links';
import { pageMeta } from '../lib/page-meta';
import type { Route } from './+types/logout-complete';

// Sign-out target, outside the locale prefix: default-language text plus a way back home in
// each language.
export const meta: Route.MetaFunction = () => pageMeta('logoutComplete', undefined);

export default function LogoutCompleteRoute() {
  const { t } = useTranslation();
  return (
    <main id="main" className="site-main">
      <h1>{t('logoutComplete.title')}</h1>
      <p className="lead">{t('logoutComplete.intro')}</p>
      <LanguageLinks />
    </main>
  );
}
