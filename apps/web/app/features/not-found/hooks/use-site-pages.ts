import { type Locale, loadTextGroups, localizeHref } from '@bar/i18n';
import { isTextGroup } from '@bar/i18n/text-groups';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
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

/**
 * The pages' descriptions come with each page's own texts (its group), which this page does not
 * have: they load once it shows, and the search finds pages by them from then on (by title
 * before that). The prerendered list shows titles only, so hydration is not held up for them.
 * Whether they are in, for `locale`.
 */
function useDescriptions(keys: readonly PageKey[], locale: Locale): boolean {
  const [loadedFor, setLoadedFor] = useState<Locale | null>(null);
  useEffect(() => {
    let live = true;
    // Resolved at once when they are in already (null: nothing to load).
    void Promise.resolve(loadTextGroups(locale, keys.filter(isTextGroup))).then(
      () => live && startTransition(() => setLoadedFor(locale)),
      () => undefined, // Offline: the search goes on by title.
    );
    return () => {
      live = false;
    };
  }, [keys, locale]);
  return loadedFor === locale;
}

/** The given pages with their localized link, translated title and search keywords. */
export function useSitePages(keys: readonly PageKey[], locale: Locale): SitePage[] {
  const { t } = useTranslation();
  const described = useDescriptions(keys, locale);
  return useMemo(
    () =>
      keys.map((key) => {
        const label = NAV_LABEL[key];
        const title = t(`${key}.title`);
        return {
          key,
          href: localizeHref(pagePath(key), locale),
          title: label ? t(label) : title,
          keywords: described ? `${title} ${t(`${key}.description`)}` : title,
        };
      }),
    [keys, locale, t, described],
  );
}
