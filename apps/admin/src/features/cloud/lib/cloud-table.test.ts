import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import es from '../../../messages/es.json';
import fr from '../../../messages/fr.json';
import { cellText, LABELLED_FIELDS, shownColumns, sortRows } from './cloud-table';

const row = (id: string, at: string | null, data: Record<string, unknown>) => ({ id, at, data });

describe('the cloud table', () => {
  it('sorts by time, id or a field; numbers as numbers; empty values last', () => {
    const rows = [
      row('b', '2026-03-02T00:00:00Z', { guests: 10 }),
      row('a', null, { guests: 2 }),
      row('c', '2026-03-03T00:00:00Z', {}),
    ];
    expect(sortRows(rows, { key: 'at', direction: 'descending' }).map((r) => r.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
    expect(sortRows(rows, { key: 'guests', direction: 'ascending' }).map((r) => r.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
    expect(sortRows(rows, { key: 'id', direction: 'descending' }).map((r) => r.id)).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('shows nested values as JSON, cut to a length', () => {
    expect(cellText({ a: 1 })).toBe('{"a":1}');
    expect(cellText('x'.repeat(100), 10)).toBe(`${'x'.repeat(9)}…`);
    expect(cellText(null)).toBe('');
  });

  it('shows the fields staff read first, each under a label in es, en and fr', () => {
    // A reservation's stored fields, as the API lists them (sorted by name).
    const reservation = ['createdAt', 'date', 'email', 'guests', 'locale', 'name', 'phone', 'time'];
    expect(shownColumns(reservation)).toEqual(['name', 'date', 'time', 'guests']);
    expect(shownColumns(['comment', 'rating', 'ts'], 4)).toEqual(['rating', 'comment']);
    // A collection with none of them still shows its first fields.
    expect(shownColumns(['alpha', 'beta'])).toEqual(['alpha', 'beta']);
    for (const catalogue of [es, en, fr])
      for (const field of LABELLED_FIELDS)
        expect(catalogue.cloudTab.field[field], field).toMatch(/\S/);
  });
});
