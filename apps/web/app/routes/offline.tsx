import { localizeHref } from '@bar/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagePath } from '../config/paths';
import { pageMeta } from '../lib/page-meta';
import { useLocale } from '../lib/use-locale';
import type { Route } from './+types/offline';

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta('offline', params.lang),
  { name: 'robots', content: 'noindex' },
];

export default function OfflineRoute() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="page-intro" aria-labelledby="offline-title">
      <h1 id="offline-title">{t('offline.title')}</h1>
      <p className="lead">{t('offline.message')}</p>
      <p className="actions">
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('offline.retry')}
        </button>
        <Link className="button button--secondary" to={localizeHref(pagePath('pdf'), locale)}>
          {t('offline.pdfMenu')}
        </Link>
      </p>
    </section>
  );
}
