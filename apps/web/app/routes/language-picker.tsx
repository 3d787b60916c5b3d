import { switchLocaleHref } from '@bar/i18n';
import { useEffect } from 'react';
import { useTranslation } from '../lib/lite-i18n/react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LanguageLinks } from '../components/language-links';
import { pageMeta } from '../lib/page-meta';
import { getPreferredLocale } from '../lib/preferred-locale';
import type { Route } from './+types/language-picker';

// "/": the API redirects it from the `lang` cookie and Accept-Language; when the static file
// is served anyway, the browser goes to the remembered or browser language. The links are
// the way on without JavaScript.
export const meta: Route.MetaFunction = () => pageMeta('languagePicker', undefined);

export default function LanguagePickerRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search, hash } = useLocation();

  useEffect(() => {
    void navigate(switchLocaleHref('/', search, hash, getPreferredLocale()), { replace: true });
  }, [navigate, search, hash]);

  return (
    <main id="main" className="site-main">
      <h1>{t('languagePicker.title')}</h1>
      <p className="lead">{t('languagePicker.intro')}</p>
      <LanguageLinks />
    </main>
  );
}
