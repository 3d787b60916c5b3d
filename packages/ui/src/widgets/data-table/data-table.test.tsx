import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInLocale } from '../testing/render-in-locale';
import { DataTable, type DataTableColumn } from './data-table';

type Booking = { id: string; name: string; guests: number; vip: boolean };
const columns: DataTableColumn<Booking>[] = [
  { id: 'name', header: 'Name', rowHeader: true },
  { id: 'guests', header: 'Guests', align: 'end' },
  { id: 'vip', header: 'VIP', cell: (row) => (row.vip ? 'Yes' : 'No') },
];
const rows: Booking[] = [
  { id: 'b1', name: 'Ana', guests: 4, vip: true },
  { id: 'b2', name: 'Luc', guests: 2, vip: false },
];

describe('DataTable', () => {
  it('is a captioned table with column and row headers', () => {
    renderInLocale(
      <DataTable caption="Bookings" columns={columns} rows={rows} getRowKey={(r) => r.id} />,
    );
    const table = screen.getByRole('table', { name: 'Bookings' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Guests', 'VIP']);
    expect(within(table).getByRole('rowheader', { name: 'Ana' })).toBeInTheDocument();
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', 'Yes']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', 'No']);
    expect(screen.getByRole('region', { name: 'Bookings' })).toHaveAttribute('tabindex', '0');
  });

  it.each([
    ['en', 'No data available'],
    ['es', 'No hay datos disponibles'],
    ['fr', 'Aucune donnée disponible'],
  ])('says so when empty (%s)', (locale, text) => {
    renderInLocale(<DataTable caption="Bookings" columns={columns} rows={[]} />, locale);
    const cell = screen.getByRole('cell', { name: text });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('takes its own empty text and a caption kept for screen readers only', () => {
    renderInLocale(
      <DataTable
        caption="Bookings"
        columns={columns}
        rows={[]}
        emptyText="Nothing yet"
        hideCaption
      />,
    );
    expect(screen.getByRole('cell', { name: 'Nothing yet' })).toBeInTheDocument();
    expect(screen.getByText('Bookings')).toHaveClass('bar-visually-hidden');
    expect(screen.getByRole('table', { name: 'Bookings' })).toBeInTheDocument();
  });
});
