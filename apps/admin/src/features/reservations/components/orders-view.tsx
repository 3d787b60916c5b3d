import { ORDER_STATES, type Order } from '@bar/domain/checkout/schema';
import { DataTable } from '@bar/ui/widgets/data-table/data-table';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../components/editor-kit/format';
import { useOrders } from '../api/use-orders';

/**
 * What guests bought online (gift cards and tickets through PayPal), newest first: when, what,
 * how much, who (the e-mail the receipt went to), whether it was paid and PayPal's reference,
 * a filter by state and the sum collected in the list.
 */
export function OrdersView() {
  const { t } = useTranslation('admin');
  const format = useFormat();
  const [state, setState] = useState<Order['state'] | undefined>(undefined);
  const list = useOrders(state);
  const id = useId();
  const money = (cents: number, currency: string) =>
    new Intl.NumberFormat(format.locale, { style: 'currency', currency }).format(cents / 100);

  return (
    <section className="staff-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('ordersTab.title')}</h2>
      <p>{t('ordersTab.intro')}</p>
      <div className="staff-toolbar">
        <label htmlFor={`${id}-state`}>{t('ordersTab.filter')}</label>
        <select
          id={`${id}-state`}
          value={state ?? ''}
          onChange={(event) => setState((event.target.value || undefined) as Order['state'])}
        >
          <option value="">{t('ordersTab.all')}</option>
          {ORDER_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`ordersTab.state.${s}`)}
            </option>
          ))}
        </select>
        <button type="button" className="button" onClick={() => void list.refetch()}>
          {t('ordersTab.refresh')}
        </button>
      </div>
      {list.isPending ? (
        <p>{t('editorKit.loading')}</p>
      ) : list.isError ? (
        <p role="alert">{t('reservationsTab.loadError')}</p>
      ) : (
        <>
          {Object.entries(list.data.completedCents).map(([currency, cents]) => (
            <p key={currency}>{t('ordersTab.total', { amount: money(cents, currency) })}</p>
          ))}
          <DataTable
            className="staff-table"
            caption={t('ordersTab.caption', { count: list.data.orders.length })}
            rows={list.data.orders}
            getRowKey={(row) => row.id}
            emptyText={t('ordersTab.none')}
            columns={[
              {
                id: 'createdAt',
                header: t('ordersTab.col.created'),
                rowHeader: true,
                cell: (row) => format.dateTime(row.createdAt),
              },
              {
                id: 'items',
                header: t('ordersTab.col.items'),
                cell: (row) => (
                  <ul className="staff-lines">
                    {row.lines.map((line) => (
                      <li key={line.itemId}>
                        {t('ordersTab.line', { quantity: line.quantity, name: line.name })}
                      </li>
                    ))}
                  </ul>
                ),
              },
              {
                id: 'total',
                header: t('ordersTab.col.total'),
                align: 'end',
                cell: (row) => money(row.totalCents, row.currency),
              },
              { id: 'email', header: t('ordersTab.col.email') },
              {
                id: 'state',
                header: t('ordersTab.col.state'),
                cell: (row) => (
                  <span className={`staff-badge staff-badge--${row.state}`}>
                    {t(`ordersTab.state.${row.state}`)}
                  </span>
                ),
              },
              {
                id: 'reference',
                header: t('ordersTab.col.reference'),
                cell: (row) => row.captureId ?? row.id,
              },
            ]}
          />
        </>
      )}
    </section>
  );
}
