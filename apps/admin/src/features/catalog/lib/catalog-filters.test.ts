import type { CatalogItem } from '@bar/domain/catalog/schema';
import { describe, expect, it } from 'vitest';
import { filterCatalog } from './catalog-filters';

const item = (
  id: string,
  name: string,
  extra: Partial<Pick<CatalogItem, 'category' | 'availableToday'>> & {
    en?: string;
    fr?: string;
  } = {},
) =>
  ({
    id,
    name,
    category: extra.category ?? '',
    availableToday: extra.availableToday ?? true,
    translations: {
      ...(extra.en ? { en: { name: extra.en, description: '', subcategory: '' } } : {}),
      ...(extra.fr ? { fr: { name: extra.fr, description: '', subcategory: '' } } : {}),
    },
  }) as unknown as CatalogItem;

const all = { category: 'all', today: 'all' };
const ids = (items: CatalogItem[]) => items.map((entry) => entry.id);

describe('the catalogue list filters', () => {
  const items = [
    item('a', 'Café de olla', { category: 'food', en: 'Pot coffee' }),
    item('b', 'Paloma', { category: 'cocktail', fr: 'Colombe', availableToday: false }),
    item('c', 'Michelada clásica', { category: 'michelada' }),
  ];

  it('keeps every item, in order, with no search and no filter', () => {
    expect(ids(filterCatalog(items, '', all))).toEqual(['a', 'b', 'c']);
  });

  it('searches the names in every language, accents and case ignored', () => {
    expect(ids(filterCatalog(items, 'CAFE', all))).toEqual(['a']);
    expect(ids(filterCatalog(items, 'pot', all))).toEqual(['a']);
    expect(ids(filterCatalog(items, 'colombe', all))).toEqual(['b']);
    expect(ids(filterCatalog(items, 'clasica michelada', all))).toEqual(['c']);
    expect(ids(filterCatalog(items, 'tacos', all))).toEqual([]);
  });

  it('narrows by category and by availability today', () => {
    expect(ids(filterCatalog(items, '', { ...all, category: 'cocktail' }))).toEqual(['b']);
    expect(ids(filterCatalog(items, '', { ...all, today: 'no' }))).toEqual(['b']);
    expect(ids(filterCatalog(items, '', { ...all, today: 'yes' }))).toEqual(['a', 'c']);
    expect(ids(filterCatalog(items, 'paloma', { category: 'food', today: 'all' }))).toEqual([]);
  });
});
