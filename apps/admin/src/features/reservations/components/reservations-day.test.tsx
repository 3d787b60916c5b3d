import type { AdminReservations } from '@bar/client/endpoints/admin-reservations';
import type { Reservation } from '@bar/domain/reservations/schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../testing/render-admin';
import { ReservationsDay } from './reservations-day';

const reservation = (over: Partial<Reservation>): Reservation => ({
  id: 'r1',
  name: 'Eva Ruiz',
  email: 'eva@example.com',
  phone: '4165550199',
  date: '2026-05-02',
  time: '20:00',
  reason: 'birthday',
  guests: 5,
  message: 'Window please',
  locale: 'es',
  state: 'pending',
  staffNote: '',
  createdAt: '2026-04-01T10:00:00.000Z',
  updatedAt: '2026-04-01T10:00:00.000Z',
  ...over,
});

const data: AdminReservations = {
  today: '2026-05-02',
  capacityPerSlot: 40,
  reservations: [
    reservation({}),
    reservation({ id: 'r2', name: 'Max Roy', guests: 3, state: 'confirmed', time: '21:30' }),
    reservation({ id: 'r3', name: 'Ana Paz', guests: 2, state: 'declined' }),
    reservation({ id: 'r4', name: 'Leo Sol', date: '2026-05-03', guests: 4 }),
  ],
  covers: { '2026-05-02 20:00': 5, '2026-05-02 21:30': 3 },
};

const renderDay = (
  onMove = vi.fn().mockResolvedValue(undefined),
  locale: 'es' | 'en' | 'fr' = 'en',
) => {
  const onView = vi.fn();
  renderAdmin(
    <ReservationsDay
      data={data}
      q=""
      filters={{ when: 'today', day: '', state: 'all' }}
      page={0}
      onView={onView}
      onMove={onMove}
    />,
    { locale },
  );
  return { onMove, onView };
};

describe('ReservationsDay', () => {
  it('lists the day slot by slot with party size, name, phone, state and covers against capacity', () => {
    renderDay();
    const eight = screen.getByRole('table', { name: '20:00 · 5 of 40 covers' });
    const rows = within(eight).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Eva Ruiz');
    expect(rows[1]).toHaveTextContent('5');
    expect(
      within(rows[1] as HTMLElement).getByRole('link', { name: '4165550199' }),
    ).toHaveAttribute('href', 'tel:4165550199');
    expect(rows[1]).toHaveTextContent('Pending');
    expect(rows[1]).toHaveTextContent('Birthday · Window please');
    expect(within(rows[2] as HTMLElement).queryByRole('button')).toBeNull();
    expect(screen.getByRole('table', { name: '21:30 · 3 of 40 covers' })).toHaveTextContent(
      'Confirmed',
    );
    expect(screen.getByText('3 reservations · 8 covers held')).toBeInTheDocument();
    expect(screen.queryByText('Leo Sol')).toBeNull();
  });

  it('confirms with a note, announces it and gives focus back', async () => {
    const { onMove } = renderDay();
    const confirm = screen.getByRole('button', {
      name: 'Confirm the reservation of Eva Ruiz at 20:00',
    });
    await userEvent.click(confirm);
    const form = screen.getByRole('form', { name: 'Confirm Eva Ruiz, 20:00, 5 guests' });
    expect(within(form).getByRole('heading')).toHaveFocus();
    await userEvent.type(
      within(form).getByRole('textbox', { name: 'Note for the guest (optional)' }),
      'Terrace table',
    );
    await userEvent.click(
      within(form).getByRole('button', { name: 'Confirm and e-mail the guest' }),
    );
    expect(onMove).toHaveBeenCalledWith('r1', 'confirmed', 'Terrace table');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Reservation of Eva Ruiz confirmed; the guest was e-mailed.',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(confirm).toHaveFocus();
  });

  it('shows the API’s refusal and keeps the form', async () => {
    renderDay(vi.fn().mockRejectedValue(new Error('This reservation can no longer change.')));
    await userEvent.click(
      screen.getByRole('button', { name: 'Decline the reservation of Max Roy at 21:30' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Decline and e-mail the guest' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This reservation can no longer change.',
    );
    expect(screen.getByRole('form')).toBeInTheDocument();
  });

  it.each([
    ['es', '20:00 · 5 de 40 cubiertos', 'Confirmar la reserva de Eva Ruiz a las 20:00'],
    ['fr', '20:00 · 5 couverts sur 40', 'Confirmer la réservation de Eva Ruiz à 20:00'],
  ] as const)('speaks %s', (locale, caption, action) => {
    renderDay(undefined, locale);
    expect(screen.getByRole('table', { name: caption })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: action })).toBeInTheDocument();
  });

  it('moves between days and jumps to a day with bookings', async () => {
    const { onView } = renderDay();
    await userEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(onView).toHaveBeenLastCalledWith({ when: 'day', day: '2026-05-03' });
    const days = screen.getByRole('navigation', { name: 'Days with reservations' });
    await userEvent.click(within(days).getByRole('button', { name: /1 reservation, 4 guests/ }));
    expect(onView).toHaveBeenLastCalledWith({ when: 'day', day: '2026-05-03' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'When' }), 'week');
    expect(onView).toHaveBeenLastCalledWith({ when: 'week', day: '' });
  });
});
