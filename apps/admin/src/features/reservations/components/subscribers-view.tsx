import { isApiError } from '@bar/client/api-error';
import type { Subscriber } from '@bar/domain/subscriptions/schema';
import { SUBSCRIBER_STATES, type SubscriberState } from '@bar/domain/subscriptions/check';
import { DataTable } from '@bar/ui/widgets/data-table/data-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/editor-kit/confirm-dialog';
import { useSubscribers, useSubscribersCsv } from '../api/use-subscribers';

/**
 * The mailing list: each address with its state and the consent it gave (when, on which page,
 * in which language, the text shown), a filter by state, the CSV export and erasing one.
 */
export function SubscribersView() {
  const { t } = useTranslation('admin');
  const [state, setState] = useState<SubscriberState | undefined>(undefined);
  const { list, remove } = useSubscribers(state);
  const exportCsv = useSubscribersCsv();
  const [status, setStatus] = useState('');
  const filterId = useId();

  const [removing, setRemoving] = useState<Subscriber | null>(null);

  const onRemove = async (subscriber: Subscriber) => {
    setRemoving(null);
    setStatus('');
    try {
      await remove.mutateAsync(subscriber.id);
      setStatus(t('subscribersTab.removed', { email: subscriber.email }));
    } catch (error) {
      setStatus(isApiError(error) && error.message ? error.message : t('reservationsTab.error'));
    }
  };

  return (
    <section className="staff-section" aria-labelledby={`${filterId}-title`}>
      <h2 id={`${filterId}-title`}>{t('subscribersTab.title')}</h2>
      <p>{t('subscribersTab.intro')}</p>
      <div className="staff-toolbar">
        <label htmlFor={filterId}>{t('subscribersTab.filter')}</label>
        <select
          id={filterId}
          value={state ?? ''}
          onChange={(event) =>
            setState((event.target.value || undefined) as SubscriberState | undefined)
          }
        >
          <option value="">{t('subscribersTab.all')}</option>
          {SUBSCRIBER_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`subscribersTab.state.${s}`)}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="button"
          onClick={() => {
            setStatus('');
            exportCsv(state).catch(() => setStatus(t('subscribersTab.exportFailed')));
          }}
        >
          {t('subscribersTab.export')}
        </button>
      </div>
      <p role="status" aria-live="polite" className="staff-status">
        {status}
      </p>
      {list.isPending ? (
        <p>{t('editorKit.loading')}</p>
      ) : list.isError ? (
        <p role="alert">{t('reservationsTab.loadError')}</p>
      ) : (
        <DataTable
          className="staff-table"
          caption={t('subscribersTab.caption', { count: list.data.subscribers.length })}
          rows={list.data.subscribers}
          getRowKey={(row) => row.id}
          emptyText={t('subscribersTab.none')}
          columns={[
            { id: 'email', header: t('subscribersTab.col.email'), rowHeader: true },
            { id: 'name', header: t('subscribersTab.col.name') },
            { id: 'phone', header: t('subscribersTab.col.phone') },
            {
              id: 'state',
              header: t('subscribersTab.col.state'),
              cell: (row) => (
                <span className={`staff-badge staff-badge--${row.state}`}>
                  {t(`subscribersTab.state.${row.state}`)}
                </span>
              ),
            },
            {
              id: 'consent',
              header: t('subscribersTab.col.consent'),
              cell: (row) => <Consent subscriber={row} />,
            },
            {
              id: 'actions',
              header: t('subscribersTab.col.actions'),
              cell: (row) => (
                <button
                  type="button"
                  className="button"
                  disabled={remove.isPending}
                  aria-label={t('subscribersTab.removeLabel', { email: row.email })}
                  onClick={() => setRemoving(row)}
                >
                  {t('subscribersTab.remove')}
                </button>
              ),
            },
          ]}
        />
      )}
      {removing && (
        <ConfirmDialog
          title={t('subscribersTab.removeTitle', { email: removing.email })}
          message={t('subscribersTab.confirmRemove', { email: removing.email })}
          confirmLabel={t('subscribersTab.remove')}
          cancelLabel={t('subscribersTab.cancel')}
          onConfirm={() => void onRemove(removing)}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}

function Consent({ subscriber }: { subscriber: Subscriber }) {
  const { t, i18n } = useTranslation('admin');
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : '—';
  const { consent } = subscriber;
  return (
    <details>
      <summary>
        {t('subscribersTab.consentSummary', {
          when: when(consent.at),
          page: consent.page,
          lang: consent.locale,
        })}
      </summary>
      <dl className="staff-consent">
        <dt>{t('subscribersTab.consentText')}</dt>
        <dd>{consent.text}</dd>
        <dt>{t('subscribersTab.confirmedAt')}</dt>
        <dd>{when(subscriber.confirmedAt)}</dd>
        <dt>{t('subscribersTab.unsubscribedAt')}</dt>
        <dd>{when(subscriber.unsubscribedAt)}</dd>
        <dt>{t('subscribersTab.sourceHash')}</dt>
        <dd>
          <code>{consent.sourceHash.slice(0, 16)}…</code>
        </dd>
      </dl>
    </details>
  );
}
