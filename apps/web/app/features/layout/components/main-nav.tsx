import { type Locale, localizeHref } from '@bar/i18n';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { NavLink } from 'react-router';
import { type PageKey, pagePath } from '../../../config/paths';
import type { FrameData } from '../frame-data';
import { IconLinks } from './icon-links';
import { MenuButtonLink } from './menu-button-link';

const NAV_ITEMS: ReadonlyArray<{ page: PageKey; label: string }> = [
  { page: 'home', label: 'nav.home' },
  { page: 'menus', label: 'nav.menus' },
  { page: 'reservations', label: 'nav.reservations' },
  { page: 'gallery', label: 'nav.gallery' },
  { page: 'blog', label: 'nav.blog' },
  { page: 'about', label: 'nav.about' },
];

type MainNavProps = {
  id: string;
  locale: Locale;
  frame: FrameData;
  /** Phones: shown only while the hamburger is open (wide screens always show it). */
  open: boolean;
  /** Escape, or following a link: the panel closes. */
  onClose: (returnFocus: boolean) => void;
};

export function MainNav({ id, locale, frame, open, onClose }: MainNavProps) {
  const { t } = useTranslation();
  const onKeyDown = (event: KeyboardEvent) => {
    if (open && event.key === 'Escape') onClose(true);
  };
  const onClick = (event: MouseEvent) => {
    if (open && (event.target as Element).closest('a')) onClose(false);
  };
  return (
    // Escape and link clicks bubble up from the links inside (delegation, not a widget).
    <nav
      id={id}
      className="main-nav"
      aria-label={t('common.mainNav')}
      data-open={open}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="main-nav__inner">
        <ul className="main-nav__pages">
          {NAV_ITEMS.filter(({ page }) => !frame.pagesOff.includes(page)).map(({ page, label }) => (
            <li key={page}>
              {/* NavLink sets aria-current="page" on the current route. */}
              <NavLink to={localizeHref(pagePath(page), locale)} end={page === 'home'}>
                {t(label)}
              </NavLink>
            </li>
          ))}
          {frame.menuButtons.map((button) => (
            <li key={`${button.href}-${button.messageId}`}>
              <MenuButtonLink button={button} locale={locale} />
            </li>
          ))}
        </ul>
        <div className="main-nav__icons">
          <IconLinks links={frame.socials} locale={locale} label={t('nav.socials')} />
          <IconLinks links={frame.platforms} locale={locale} label={t('nav.platforms')} />
        </div>
      </div>
    </nav>
  );
}
