import * as Tabs from '@radix-ui/react-tabs';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useListView } from '../../../components/list-tools/use-list-view';
import { useReservations } from '../api/use-reservations';
import { RESERVATION_FILTER_DEFAULTS, reservationsFrom } from '../lib/reservation-filters';
import { BookingSettings } from './booking-settings';
import { OrdersView } from './orders-view';
import { OutboxView } from './outbox-view';
import { ReservationsDay } from './reservations-day';
import { SubscribersView } from './subscribers-view';

const SECTIONS = ['day', 'subscribers', 'orders', 'outbox', 'booking'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * The Reservas tab: the reservations for the floor, and beside them what guests leave
 * with the restaurant: the mailing list, the online orders, the outbox of every message sent,
 * the booking rules.
 */
export default function ReservationsPanel() {
  const { t } = useTranslation('admin');
  // The open section is in the URL (?section=subscribers), so a view can be shared; another
  // section starts with its own view, not the last one's search and filters.
  const [params, setParams] = useSearchParams();
  const given = params.get('section');
  const section: Section = SECTIONS.find((id) => id === given) ?? 'day';
  const setSection = (next: Section) =>
    setParams(next === 'day' ? {} : { section: next }, { replace: true });
  return (
    <div className="reservations-panel">
      <h2 className="staff-title">{t('tabs.reservations')}</h2>
      <Tabs.Root value={section} onValueChange={(value) => setSection(value as Section)}>
        <Tabs.List className="staff-sections" aria-label={t('reservationsTab.sections')}>
          {SECTIONS.map((id) => (
            <Tabs.Trigger key={id} value={id} className="panel__tab">
              {t(`reservationsTab.section.${id}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="day">
          <DaySection />
        </Tabs.Content>
        <Tabs.Content value="subscribers">
          <SubscribersView />
        </Tabs.Content>
        <Tabs.Content value="orders">
          <OrdersView />
        </Tabs.Content>
        <Tabs.Content value="outbox">
          <OutboxView />
        </Tabs.Content>
        <Tabs.Content value="booking">
          <BookingSettings />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/** The browser's day, from which the past's first day is counted. */
const localToday = () => new Date().toISOString().slice(0, 10);

function DaySection() {
  const { t } = useTranslation('admin');
  const view = useListView(RESERVATION_FILTER_DEFAULTS);
  const { list, move } = useReservations(reservationsFrom(view.filters, localToday()));
  if (list.isPending) return <p>{t('editorKit.loading')}</p>;
  if (list.isError) return <p role="alert">{t('reservationsTab.loadError')}</p>;
  return (
    <ReservationsDay
      data={list.data}
      q={view.q}
      filters={view.filters}
      page={view.page}
      onView={view.update}
      onMove={async (id, next, note) => {
        await move.mutateAsync({ id, state: next, ...(note ? { note } : {}) });
      }}
    />
  );
}
