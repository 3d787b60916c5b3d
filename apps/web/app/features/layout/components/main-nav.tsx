import { type Locale, localizeHref } from '@bar/i18n';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { type PageKey, pagePath } from '../../../config/paths';

const NAV_ITEMS: ReadonlyArray<{ page: PageKey; label: string }> = [
  { page: 'home', label: 'nav.home' },
  { page: 'menus', label: 'nav.menus' },
  { page: 'reservations', label: 'nav.reservations' },
  { page: 'gallery', label: 'nav.gallery' },
  { page: 'blog', label: 'nav.blog' },
  { page: 'about', label: 'nav.about' },
];

export function MainNav({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <nav className="main-nav" aria-label={t('common.mainNav')}>
      <ul>
        {NAV_ITEMS.map(({ page, label }) => (
          <li key={page}>
            {/* NavLink sets aria-current="page" on the current route. */}
            <NavLink to={localizeHref(pagePath(page), locale)} end={page === 'home'}>
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
