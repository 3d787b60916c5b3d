import * as Tabs from '@radix-ui/react-tabs';
import type { ReservationState } from '@bar/domain/reservations/schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReservations } from '../api/use-reservations';
import { BookingSettings } from './booking-settings';
import { OrdersView } from './orders-view';
import { OutboxView } from './outbox-view';
import { ReservationsDay } from './reservations-day';
import { SubscribersView } from './subscribers-view';

const SECTIONS = ['day', 'subscribers', 'orders', 'outbox', 'booking'] as const;
type Section = (typeof SECTIONS)[number];

/**
 * The Reservas tab: the day's reservations for the floor, and beside them what guests leave
 * with the restaurant: the mailing list, the online orders, the outbox of every message sent,
 * the booking rules.
 */
export default function ReservationsPanel() {
  const { t } = useTranslation('admin');
  const [section, setSection] = useState<Section>('day');
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

function DaySection() {
  const { t } = useTranslation('admin');
  const [date, setDate] = useState<string | undefined>(undefined);
  const [state, setState] = useState<ReservationState | undefined>(undefined);
  const { list, move } = useReservations(date, state);
  if (list.isPending) return <p>{t('editorKit.loading')}</p>;
  if (list.isError) return <p role="alert">{t('reservationsTab.loadError')}</p>;
  return (
    <ReservationsDay
      data={list.data}
      date={date ?? list.data.today}
      onDateChange={setDate}
      state={state}
      onStateChange={setState}
      onMove={async (id, next, note) => {
        await move.mutateAsync({ id, state: next, ...(note ? { note } : {}) });
      }}
    />
  );
}
