import { useTranslation } from 'react-i18next';

/** Shown while a lazy route module loads on the first visit. */
export function RouteLoading() {
  const { t } = useTranslation('admin');
  return (
    <p role="status" className="gate gate--loading">
      {t('gate.loading')}
    </p>
  );
}
