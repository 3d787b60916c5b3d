import { useTranslation } from '../lib/lite-i18n/react-i18next';
import { pdfMenuPath } from '../features/menus/pdf-menu';
import { retryTarget } from '../features/pwa/retry-navigation';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/offline';

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta('offline', params.lang),
  { name: 'robots', content: 'noindex' },
];

// The service worker sends failed navigations here (/{locale}/offline?from=...). The PDF link
// is this language's menu, the one the worker precached at install.
export default function OfflineRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  const retry = () => window.location.assign(retryTarget(window.location));
  return (
    <section className="page-intro" aria-labelledby="offline-title">
      <h1 id="offline-title">{t('offline.title')}</h1>
      <p className="lead">{t('offline.message')}</p>
      <p className="actions">
        <button type="button" className="button" onClick={retry}>
          {t('offline.retry')}
        </button>
        <a className="button button--secondary" href={pdfMenuPath(locale)} type="application/pdf">
          {t('offline.pdfMenu')}
        </a>
      </p>
    </section>
  );
}
