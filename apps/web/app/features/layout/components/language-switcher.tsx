import { type Locale, LOCALES, switchLocaleHref } from '@bar/i18n';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * Same page under the other language prefixes (spec §2 "Language switcher"): keeps path,
 * query and hash, replaces the history entry and keeps the scroll position.
 */
export function LanguageSwitcher({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  // The API serves /{locale}/404 for any unknown URL, so the prerendered hrefs can name another
  // path than the address bar; hydration keeps mismatched attributes, so remount once hydrated.
  const hydrated = useHydrated();
  return (
    <nav className="language-switcher" aria-label={t('common.languageSwitcher')}>
      <ul key={hydrated ? 'client' : 'prerendered'}>
        {LOCALES.filter((other) => other !== locale).map((other) => (
          <li key={other}>
            <Link
              to={switchLocaleHref(pathname, search, hash, other)}
              replace
              preventScrollReset
              lang={other}
              hrefLang={other}
            >
              {t(`common.languages.${other}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
