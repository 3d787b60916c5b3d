import { localizeHref, type Locale } from '@bar/i18n';
import { useTranslation } from '../../../lib/lite-i18n/react-i18next';
import { Link } from 'react-router';
import './subscriptions.css';

/** Every marketing page's way out: the unsubscribe page (with its link, or by e-mail). */
export function OptOutLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation();
  return (
    <p className="unsubscribe-note">
      <span>{t('subscriptions.optOut.question')}</span>
      <Link to={localizeHref('/desuscritos', locale)}>{t('subscriptions.optOut.link')}</Link>
    </p>
  );
}
