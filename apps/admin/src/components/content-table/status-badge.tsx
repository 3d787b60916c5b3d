import type { Status } from '@bar/domain/i18n/translation-status';
import { useTranslation } from 'react-i18next';

/** A row's or cell's status: a coloured dot and its name, so colour is never the only sign. */
export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation('admin');
  return (
    <span className={`status-badge status-badge--${status}`}>
      <span aria-hidden="true" className="status-badge__dot" />
      {t(`contentTable.status.${status}`)}
    </span>
  );
}
