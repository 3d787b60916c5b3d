import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths';

/** A failed route (e.g. a lazy chunk that did not load) keeps the way back to the panel. */
export function RouteError() {
  const { t } = useTranslation('admin');
  return (
    <main className="app-main">
      <p role="alert">{t('gate.networkError')}</p>
      <Link to={paths.admin}>{t('header.panel')}</Link>
    </main>
  );
}
