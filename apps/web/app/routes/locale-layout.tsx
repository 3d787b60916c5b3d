import { isLocale } from '@bar/i18n';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { LOCALE_PARAM } from '../config/paths';
import { PublicShell } from './public-shell';
import { rememberLocale } from '../lib/remember-locale';
import { useLocale } from '../lib/use-locale';

// Only an unknown first segment needs it: its own chunk, out of every page's first load.
const NotFoundContent = lazy(async () => ({
  default: (await import('../features/not-found/components/not-found-content')).NotFoundContent,
}));

// Every page under /{locale}: remembers the language for the next visit to "/" (browser and
// API alike), and answers an unknown first segment (/nope) with the 404 page in es.
export default function LocaleLayout() {
  const valid = isLocale(useParams()[LOCALE_PARAM]);
  const locale = useLocale();

  useEffect(() => {
    if (valid) rememberLocale(locale);
  }, [valid, locale]);

  if (!valid) {
    return (
      <PublicShell locale={locale}>
        <Suspense fallback={null}>
          <NotFoundContent />
        </Suspense>
      </PublicShell>
    );
  }
  return <Outlet />;
}
