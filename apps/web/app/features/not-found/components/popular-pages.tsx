import type { Locale } from '@bar/i18n';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { Link } from 'react-router';
import { useSitePages } from '../hooks/use-site-pages';
import { POPULAR_PAGES } from '../site-pages';

export function PopularPages({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  const pages = useSitePages(POPULAR_PAGES, locale);
  return (
    <nav className="not-found-section" aria-labelledby="popular-pages-title">
      <h2 id="popular-pages-title">{t('notFound.popularTitle')}</h2>
      <ul className="not-found-links">
        {pages.map((page) => (
          <li key={page.key}>
            <Link to={page.href}>{page.title}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
