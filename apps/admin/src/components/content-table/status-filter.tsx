import { STATUSES, type Status } from '@bar/domain/i18n/translation-status';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type StatusFilterValue = 'all' | Status;

/** The status filter: all, green (complete), yellow (warnings or partial), red (empty). */
export function StatusFilter({
  value,
  onChange,
}: {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  return (
    <span className="content-toolbar__field">
      <label htmlFor={id}>{t('contentTable.filter.label')}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as StatusFilterValue)}
      >
        <option value="all">{t('contentTable.filter.all')}</option>
        {STATUSES.map((status) => (
          <option key={status} value={status}>
            {t(`contentTable.filter.${status}`)}
          </option>
        ))}
      </select>
    </span>
  );
}
