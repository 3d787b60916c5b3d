import { type Locale, localizeHref } from '@bar/i18n';
import { safeNextPath } from '@bar/ui/auth/safe-next';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

export const NEXT_PARAM = 'next';

/**
 * The sign-in card follows `next` as given; a path without a locale prefix ('/menus') would
 * leave the localized site, so it is rewritten in place to '/{locale}/menus' first.
 */
export function useLocalizedNext(locale: Locale): void {
  const [params, setParams] = useSearchParams();
  const raw = params.get(NEXT_PARAM);
  useEffect(() => {
    if (raw === null) return;
    const localized = localizeHref(safeNextPath(raw), locale);
    if (localized === raw) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(NEXT_PARAM, localized);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [raw, locale, setParams]);
}
