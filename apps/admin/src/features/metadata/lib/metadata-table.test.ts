import { describe, expect, it } from 'vitest';
import { META_FIELDS } from '@bar/domain/metadata/fields';
import {
  applyOrder,
  changedEntries,
  groupImportWrites,
  orderChanged,
  orderKey,
  removedFields,
  rowOrder,
} from './metadata-table';

describe('metadata table helpers', () => {
  it('names the order key per scope', () => {
    expect(orderKey('global', 'home')).toBe('global');
    expect(orderKey('page', 'menu')).toBe('page:menu');
  });

  it('orders rows: saved order, other stored fields, then the standard ones', () => {
    const rows = rowOrder({ 'og:locale': { es: 'es_MX' }, title: { es: 'x' } }, [
      'description',
      'gone',
    ]);
    expect(rows.slice(0, 3)).toEqual(['description', 'og:locale', 'title']);
    expect(rows).toHaveLength(META_FIELDS.length + 1);
    expect(rows).not.toContain('gone');
  });

  it('applies a loaded order to the rows present', () => {
    expect(applyOrder(['a', 'b', 'c'], ['c', 'x', 'a'])).toEqual(['c', 'a', 'b']);
  });

  it('sends changed cells, every locale of a new row, and lists removed fields', () => {
    const stored = { title: { es: 'Hola', en: 'Hi' }, robots: { es: 'index' } };
    const values = { title: { es: 'Hola', en: 'Hello' }, custom: { es: 'x' } };
    expect(changedEntries(['title', 'custom'], values, stored)).toEqual({
      title: { en: 'Hello' },
      custom: { es: 'x', en: '', fr: '' },
    });
    expect(removedFields(['title', 'custom'], stored)).toEqual(['robots']);
  });

  it('sends one typed cell of the standard rows the table shows empty, not every empty cell', () => {
    const stored = { title: { es: 'Hola' } };
    const rows = rowOrder(stored, []);
    const values = { ...stored, description: { en: 'A bar and grill' } };
    expect(changedEntries(rows, values, stored)).toEqual({
      description: { en: 'A bar and grill' },
    });
    expect(changedEntries(rows, stored, stored)).toEqual({});
  });

  it('tells a reordered table from the loaded one', () => {
    expect(orderChanged(['a', 'b'], ['a', 'b'])).toBe(false);
    expect(orderChanged(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(orderChanged(['a', 'b', 'c'], ['a', 'b'])).toBe(true);
  });

  it('groups import writes per table', () => {
    expect(
      groupImportWrites([
        { scope: 'page', routeKey: 'home', locale: 'es', fields: { title: 'Inicio' } },
        { scope: 'page', routeKey: 'home', locale: 'en', fields: { title: 'Home' } },
        { scope: 'site', locale: 'en', fields: {} },
      ]),
    ).toEqual([
      { scope: 'page', routeKey: 'home', entries: { title: { es: 'Inicio', en: 'Home' } } },
    ]);
  });
});
