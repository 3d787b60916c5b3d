import { isApiError } from '@bar/client/api-error';
import { DataTable } from '@bar/ui/widgets/data-table/data-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutbox } from '../api/use-outbox';

/** Every message the site sent or queued, newest first: its state, tries, last error, resend. */
export function OutboxView() {
  const { t, i18n } = useTranslation('admin');
  const { list, resend } = useOutbox();
  const [status, setStatus] = useState('');
  const id = useId();
  const when = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : '—';

  const onResend = async (entryId: string, to: string) => {
    setStatus('');
    try {
      const entry = await resend.mutateAsync(entryId);
      setStatus(t('outboxTab.resent', { to, state: t(`outboxTab.state.${entry.state}`) }));
    } catch (error) {
      setStatus(isApiError(error) && error.message ? error.message : t('reservationsTab.error'));
    }
  };

  return (
    <section className="staff-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('outboxTab.title')}</h2>
      {list.data && (
        <p>{t(list.data.driver === 'smtp' ? 'outboxTab.driverSmtp' : 'outboxTab.driverOutbox')}</p>
      )}
      <div className="staff-toolbar">
        <button type="button" className="button" onClick={() => void list.refetch()}>
          {t('outboxTab.refresh')}
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
          caption={t('outboxTab.caption', { count: list.data.entries.length })}
          rows={list.data.entries}
          getRowKey={(row) => row.id}
          emptyText={t('outboxTab.none')}
          columns={[
            {
              id: 'subject',
              header: t('outboxTab.col.subject'),
              rowHeader: true,
              cell: (row) => (
                <details>
                  <summary>{row.subject}</summary>
                  <pre className="staff-mail">{row.text}</pre>
                </details>
              ),
            },
            { id: 'to', header: t('outboxTab.col.to') },
            {
              id: 'createdAt',
              header: t('outboxTab.col.created'),
              cell: (row) => when(row.createdAt),
            },
            {
              id: 'state',
              header: t('outboxTab.col.state'),
              cell: (row) => (
                <span className={`staff-badge staff-badge--${row.state}`}>
                  {t(`outboxTab.state.${row.state}`)}
                </span>
              ),
            },
            { id: 'attempts', header: t('outboxTab.col.attempts'), align: 'end' },
            {
              id: 'next',
              header: t('outboxTab.col.next'),
              cell: (row) => (row.state === 'queued' ? when(row.nextAttemptAt) : '—'),
            },
            {
              id: 'lastError',
              header: t('outboxTab.col.error'),
              cell: (row) => row.lastError ?? '—',
            },
            {
              id: 'actions',
              header: t('outboxTab.col.actions'),
              cell: (row) => (
                <button
                  type="button"
                  className="button"
                  disabled={resend.isPending}
                  aria-label={t('outboxTab.resendLabel', { subject: row.subject, to: row.to })}
                  onClick={() => void onResend(row.id, row.to)}
                >
                  {t('outboxTab.resend')}
                </button>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
