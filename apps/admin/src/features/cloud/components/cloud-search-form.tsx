import { CLOUD_COLLECTIONS, type CloudCollection } from '@bar/client/endpoints/cloud';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CloudSearch } from '../api/use-cloud';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** The last 30 days of reservations: what the tab shows first. */
export const initialSearch = (): CloudSearch => {
  const today = new Date();
  return {
    collection: 'reservations',
    from: isoDay(new Date(today.getTime() - 30 * 86_400_000)),
    to: isoDay(today),
  };
};

/** The search: a collection and a date range, run with 'Consultar'. */
export function CloudSearchForm({
  initial,
  onSearch,
}: {
  initial: CloudSearch;
  onSearch: (search: CloudSearch) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [draft, setDraft] = useState<CloudSearch>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };
  return (
    <form className="cloud-tab__search" onSubmit={submit} aria-label={t('cloudTab.searchLabel')}>
      <div className="kit-field">
        <label htmlFor={`${id}-collection`}>{t('cloudTab.collection')}</label>
        <select
          id={`${id}-collection`}
          value={draft.collection}
          onChange={(e) => setDraft({ ...draft, collection: e.target.value as CloudCollection })}
        >
          {CLOUD_COLLECTIONS.map((name) => (
            <option key={name} value={name}>
              {t(`cloudTab.collections.${name}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="kit-field">
        <label htmlFor={`${id}-from`}>{t('cloudTab.from')}</label>
        <input
          id={`${id}-from`}
          type="date"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.target.value })}
        />
      </div>
      <div className="kit-field">
        <label htmlFor={`${id}-to`}>{t('cloudTab.to')}</label>
        <input
          id={`${id}-to`}
          type="date"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.target.value })}
        />
      </div>
      <button type="submit" className="button button--primary">
        {t('cloudTab.run')}
      </button>
    </form>
  );
}
