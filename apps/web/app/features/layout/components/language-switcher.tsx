import { type Locale, LOCALES, switchLocaleHref } from '@bar/i18n';
import type { LanguageEntry } from '@bar/ui/language-switcher/language-cycle';
import { LanguageSwitcher as Switcher } from '@bar/ui/language-switcher/language-switcher';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { useLocation } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated';
import type { FrameData } from '../frame-data';

/** The flags shipped with the site: es-MX, en-US, fr (spec §9 long locales). */
const FLAG_SIZE = { width: 24, height: 16 } as const;

/** The tenant's entries completed with the bundled icons and labels, or the bundled ones. */
function useEntries(languages: FrameData['languages']): LanguageEntry[] {
  const { t } = useTranslation();
  const base = (locale: Locale): LanguageEntry => ({
    locale,
    icon: `/icons/flags/${locale}.svg`,
    ...FLAG_SIZE,
    alt: t(`common.languages.${locale}`),
    label: t(`common.languages.${locale}`),
    // Tiny and above the fold either way; a high priority would make them compete with the
    // hero picture (the home page's largest paint). A tenant's entry may still ask for it.
    priority: false,
  });
  if (!languages) return LOCALES.map(base);
  if ('locales' in languages) return languages.locales.map(base);
  return languages.entries.flatMap((entry) => {
    if (!entry.locale) return [];
    const fallback = base(entry.locale as Locale);
    const own = entry.icon !== undefined;
    return [
      {
        locale: fallback.locale,
        icon: entry.icon ?? fallback.icon,
        width: entry.width ?? (own ? 24 : fallback.width),
        height: entry.height ?? (own ? 24 : fallback.height),
        alt: entry.alt ?? fallback.alt,
        label: entry.label ?? fallback.label,
        priority: entry.priority ?? false,
      },
    ];
  });
}

/** The shared switcher, fed the page's location and the tenant's languages (spec §2). */
export function LanguageSwitcher({ locale, frame }: { locale: Locale; frame: FrameData }) {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const entries = useEntries(frame.languages);
  // The API serves /{locale}/404 for any unknown URL, so the prerendered hrefs can name another
  // path than the address bar; hydration keeps mismatched attributes, so remount once hydrated.
  const hydrated = useHydrated();
  return (
    <Switcher
      key={hydrated ? 'client' : 'prerendered'}
      entries={entries}
      current={locale}
      mode={frame.switcherMode}
      hrefFor={(other) => switchLocaleHref(pathname, search, hash, other as Locale)}
      label={t('common.languageSwitcher')}
    />
  );
}
