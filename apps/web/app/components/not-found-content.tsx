import { localizeHref } from '@bar/i18n';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale } from '../lib/use-locale';

// Spec's 404 also lists popular pages, a search box and a cancellable countdown redirect:
// they come with the features that provide them; the text and the way home are here now.
export function NotFoundContent() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className="page-intro" aria-labelledby="not-found-title">
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p className="lead">{t('notFound.message')}</p>
      <p>
        <Link className="button" to={localizeHref('/', locale)}>
          {t('common.backHome')}
        </Link>
      </p>
    </section>
  );
}
