import { localizeHref } from '@bar/i18n';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/use-locale';
import { useTextGroups } from '../../../lib/use-site-i18n';
import { PageSearch } from './page-search';
import { PopularPages } from './popular-pages';
import { RedirectCountdown } from './redirect-countdown';

/**
 * The 404 page: the message, the way home with a cancellable countdown,
 * popular pages and a search over the site's pages. Rendered by the catch-all route (and its
 * prerendered /{locale}/404, which the API answers unknown paths with, status 404) and by the
 * locale layout for an unknown first segment and the shell for a switched-off page, both of
 * which load it with import(): it brings its texts along.
 */
export function NotFoundContent() {
  useTextGroups(['notFound']);
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="not-found">
      <section className="page-intro" aria-labelledby="not-found-title">
        <h1 id="not-found-title">{t('notFound.title')}</h1>
        <p className="lead">{t('notFound.message')}</p>
        <p>
          <Link className="button" to={localizeHref('/', locale)}>
            {t('common.backHome')}
          </Link>
        </p>
        <RedirectCountdown locale={locale} />
      </section>
      <PopularPages locale={locale} />
      <PageSearch locale={locale} />
    </div>
  );
}
