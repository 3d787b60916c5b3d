import { DEFAULT_LOCALE, loadLocaleI18n, loadTextGroups } from '@bar/i18n';
import type { TextGroup } from '@bar/i18n/text-groups';
import { useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from '../lib/lite-i18n/react-i18next';
import { Link } from 'react-router';
import { LanguageLinks } from '../components/language-links';
import { pageMeta } from '../lib/page-meta';
import { getPreferredLocale } from '../lib/preferred-locale';
import { useHydrated } from '../lib/use-hydrated';
import { useSiteI18n } from '../lib/use-site-i18n';
import type { Route } from './+types/logout-complete';

// The page's own texts (its lead); its title is in every language's core.
const PAGE_TEXTS: readonly TextGroup[] = ['logoutComplete'];

// Sign-out target, outside the locale prefix (the provider's logout returns here): prerendered
// in the default language, then shown in the visitor's remembered or browser language.

export const meta: Route.MetaFunction = () => [
  ...pageMeta('logoutComplete', undefined),
  { name: 'robots', content: 'noindex' },
];

export default function LogoutCompleteRoute() {
  const preferred = useHydrated() ? getPreferredLocale() : DEFAULT_LOCALE;
  // Prerendered (and hydrated) in Spanish, then shown in the visitor's language once its
  // catalogue has loaded.
  const [i18n, setI18n] = useState(useSiteI18n(DEFAULT_LOCALE));
  const locale = i18n.language === preferred ? preferred : DEFAULT_LOCALE;

  useEffect(() => {
    let active = true;
    // The language's core, then the page's own texts: shown once both are in, never a raw key.
    loadLocaleI18n(preferred)
      .then(async (instance) => {
        await loadTextGroups(preferred, PAGE_TEXTS);
        return instance;
      })
      .then(
        (instance) => active && setI18n(instance),
        () => undefined,
      );
    return () => {
      active = false;
    };
  }, [preferred]);

  useEffect(() => {
    document.documentElement.lang = locale;
    document.title = `${i18n.t('logoutComplete.title')} | ${i18n.t('common.brand')}`;
  }, [locale, i18n]);

  return (
    <I18nextProvider i18n={i18n}>
      <LogoutCompleteContent home={`/${locale}`} />
    </I18nextProvider>
  );
}

function LogoutCompleteContent({ home }: { home: string }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="site-main">
      <section className="page-intro" aria-labelledby="logout-complete-title">
        <h1 id="logout-complete-title">{t('logoutComplete.title')}</h1>
        <p className="lead">{t('logoutComplete.intro')}</p>
        <p>
          <Link className="button" to={home}>
            {t('common.backHome')}
          </Link>
        </p>
      </section>
      <nav aria-label={t('common.languageSwitcher')}>
        <LanguageLinks />
      </nav>
    </main>
  );
}
