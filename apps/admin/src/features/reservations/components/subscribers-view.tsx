import { isApiError } from '@bar/client/api-error';
import type { Subscriber } from '@bar/domain/subscriptions/schema';
import { SUBSCRIBER_STATES, type SubscriberState } from '@bar/domain/subscriptions/check';
import { DataTable } from '@bar/ui/widgets/data-table/data-table';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/editor-kit/confirm-dialog';
import { Pager, pageSlice } from '../../../components/content-table/pager';
import '../../../components/content-table/content-table.css';
import {
  FilterSelect,
  ListTools,
  ResultCount,
  SearchField,
} from '../../../components/list-tools/list-tools';
import { useListView } from '../../../components/list-tools/use-list-view';
import { useSubscribers, useSubscribersCsv } from '../api/use-subscribers';
import { filterSubscribers, SUBSCRIBER_FILTER_DEFAULTS } from '../lib/subscriber-filters';

/** Subscribers shown at once. */
const PAGE_SIZE = 20;

/**
 * The mailing list: each address with its state and the consent it gave (when, on which page,
 * in which language, the text shown); a search by e-mail or name, filters by state and language
 * (the view is in the URL), 20 a page; the CSV export (of the chosen state) and erasing one.
 */
export function SubscribersView() {
  const { t } = useTranslation('admin');
  const view = useListView(SUBSCRIBER_FILTER_DEFAULTS);
  const { state, locale } = view.filters;
  const { list, remove } = useSubscribers();
  const rows = useMemo(
    () => filterSubscribers(list.data?.subscribers ?? [], view.q, { state, locale }),
    [list.data, view.q, state, locale],
  );
  const current = pageSlice(rows, view.page, PAGE_SIZE);
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
      <ListTools>
        <SearchField
          label={t('subscribersTab.search')}
          value={view.q}
          onChange={(q) => view.update({ q })}
        />
        <FilterSelect
          label={t('subscribersTab.filter')}
          value={state}
          onChange={(value) => view.update({ state: value })}
          options={[
            ['all', t('subscribersTab.all')],
            ...SUBSCRIBER_STATES.map((s) => [s, t(`subscribersTab.state.${s}`)] as const),
          ]}
        />
        <FilterSelect
          label={t('subscribersTab.localeFilter')}
          value={locale}
          onChange={(value) => view.update({ locale: value })}
          options={[
            ['all', t('subscribersTab.anyLocale')],
            ...(['es', 'en', 'fr'] as const).map((code) => [code, t(`locales.${code}`)] as const),
          ]}
        />
      </ListTools>
      <div className="staff-toolbar">
        <button
          type="button"
          className="button"
          onClick={() => {
            setStatus('');
            exportCsv(state === 'all' ? undefined : (state as SubscriberState)).catch(() =>
              setStatus(t('subscribersTab.exportFailed')),
            );
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
        <>
          <ResultCount>{t('subscribersTab.caption', { count: rows.length })}</ResultCount>
          <DataTable
            className="staff-table"
            caption={t('subscribersTab.caption', { count: rows.length })}
            rows={current.rows}
            getRowKey={(row) => row.id}
            emptyText={t(
              list.data.subscribers.length > 0
                ? 'subscribersTab.noneFiltered'
                : 'subscribersTab.none',
            )}
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
          <Pager
            page={current.page}
            pages={current.pages}
            total={rows.length}
            size={PAGE_SIZE}
            onPage={(page) => view.update({ page })}
          />
        </>
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
