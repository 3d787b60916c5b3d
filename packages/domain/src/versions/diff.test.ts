import { describe, expect, it } from 'vitest';
import { changedPaths, diffDocuments } from './diff.js';

describe('diffDocuments', () => {
  it('lists changed, added and removed leaves by dotted path, sorted', () => {
    const before = { contact: { phone: '1', email: 'a@b.c' }, holidays: [{ date: '2026-01-01' }] };
    const after = { contact: { phone: '2' }, holidays: [], Logo: 'x.png' };
    expect(diffDocuments(before, after)).toEqual([
      { path: 'Logo', before: undefined, after: 'x.png' },
      { path: 'contact.email', before: 'a@b.c', after: undefined },
      { path: 'contact.phone', before: '1', after: '2' },
      { path: 'holidays', before: [{ date: '2026-01-01' }], after: [] },
    ]);
  });

  it('finds nothing between equal documents and walks into a removed map', () => {
    expect(diffDocuments({ a: { b: [1] } }, { a: { b: [1] } })).toEqual([]);
    expect(changedPaths({ a: { b: 1, c: 2 } }, {})).toEqual(['a.b', 'a.c']);
  });

  it('sees the same list when a store hands its maps back with keys in another order', () => {
    const saved = { ctas: [{ type: 'url', url: '/reservas', label: 'Reservar' }] };
    const read = { ctas: [{ label: 'Reservar', type: 'url', url: '/reservas' }] };
    expect(diffDocuments(saved, read)).toEqual([]);
    expect(
      changedPaths(saved, { ctas: [{ label: 'Reservar', type: 'url', url: '/menu' }] }),
    ).toEqual(['ctas']);
  });

  it('sees no change where a form wrote an empty field that was never stored', () => {
    const stored = { company: { legals: { Name: 'Cantina SA' } } };
    const saved = { company: { legals: { Name: 'Cantina SA', TaxId: '', Email: '' } }, tags: [] };
    expect(diffDocuments(stored, saved)).toEqual([]);
    expect(changedPaths({ shop: { stripe: null } }, { shop: {} })).toEqual([]);
    expect(changedPaths(stored, { company: { legals: { Name: '' } } })).toEqual([
      'company.legals.Name',
    ]);
  });
});
