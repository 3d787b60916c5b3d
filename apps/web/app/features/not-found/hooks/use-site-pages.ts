import { type Locale, localizeHref } from '@bar/i18n';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type PageKey, pagePath } from '../../../config/paths';
import type { SearchablePage } from '../filter-pages';

export type SitePage = SearchablePage & { key: PageKey };

// Menu labels exist for the pages in the main navigation; the others are found by title.
const NAV_LABEL: Partial<Record<PageKey, string>> = {
  home: 'nav.home',
  menus: 'nav.menus',
  reservations: 'nav.reservations',
  gallery: 'nav.gallery',
  blog: 'nav.blog',
  about: 'nav.about',
};

/** The given pages with their localized link, translated title and search keywords. */
export function useSitePages(keys: readonly PageKey[], locale: Locale): SitePage[] {
  const { t } = useTranslation();
  return useMemo(
    () =>
      keys.map((key) => {
        const label = NAV_LABEL[key];
        return {
          key,
          href: localizeHref(pagePath(key), locale),
          title: label ? t(label) : t(`${key}.title`),
          keywords: `${t(`${key}.title`)} ${t(`${key}.description`)}`,
        };
      }),
    [keys, locale, t],
  );
}
