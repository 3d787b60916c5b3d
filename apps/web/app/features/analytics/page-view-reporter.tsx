import type { Locale } from '@bar/i18n';
import { useConsent } from '@bar/ui/consent/consent-store';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageViewOf, pushPageView } from './page-view';

/**
 * One page_view per route or query change once consent is true; accepting on a page counts
 * that page. A hash change (in-page anchor) is not a page view.
 */
export function PageViewReporter({ locale }: { locale: Locale }) {
  const consent = useConsent();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (consent === true) pushPageView(pageViewOf({ pathname, search }, locale));
  }, [consent, pathname, search, locale]);
  return null;
}
