import { LOCALES } from '@bar/i18n';
import { useTranslation } from '../lib/lite-i18n/react-i18next';
import { Link } from 'react-router';

/** One link per language home, each named in its own language (for pages without a locale). */
export function LanguageLinks() {
  const { t } = useTranslation();
  return (
    <ul className="language-links">
      {LOCALES.map((locale) => (
        <li key={locale}>
          <Link className="button" to={`/${locale}`} lang={locale} hrefLang={locale}>
            {t(`common.languages.${locale}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
