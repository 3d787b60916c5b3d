import { describe, expect, it } from 'vitest';
import { commaList, currencyOrDefault, formatPrice, menuSections, priceOrNull } from './rules.js';
import { CatalogItemInputSchema, catalogItemFromStored, type CatalogItem } from './schema.js';

const item = (over: Partial<CatalogItem>): CatalogItem => ({
  ...CatalogItemInputSchema.parse({ name: 'x' }),
  id: 'a',
  order: 0,
  createdAt: 1,
  updatedAt: 1,
  ...over,
});

describe('catalogue item input', () => {
  it('saves the name trimmed and refuses an empty one', () => {
    expect(CatalogItemInputSchema.parse({ name: '  Tacos  ' }).name).toBe('Tacos');
    const refused = CatalogItemInputSchema.safeParse({ name: '   ' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('catalog.errors.nameRequired');
  });

  it('turns a price that is not a finite number into null', () => {
    for (const price of ['abc', '', null, Number.NaN, 'Infinity'])
      expect(CatalogItemInputSchema.parse({ name: 'a', price }).price).toBeNull();
    expect(CatalogItemInputSchema.parse({ name: 'a', price: '12,50' }).price).toBe(12.5);
    expect(priceOrNull(' 9.5 ')).toBe(9.5);
    expect(priceOrNull('nueve')).toBeNull();
  });

  it('trims comma lists and drops empties', () => {
    expect(commaList(' picante, , sin gluten ,')).toEqual(['picante', 'sin gluten']);
    expect(CatalogItemInputSchema.parse({ name: 'a', options: [' a ', ''] }).options).toEqual([
      'a',
    ]);
  });

  it('refuses unsafe links and unknown categories', () => {
    expect(CatalogItemInputSchema.safeParse({ name: 'a', photoUrl: 'javascript:x' }).success).toBe(
      false,
    );
    expect(CatalogItemInputSchema.safeParse({ name: 'a', category: 'wine' }).success).toBe(false);
  });

  it('reads a stored document field by field, dropping one without a name', () => {
    expect(catalogItemFromStored('x', { description: 'no name' })).toBeNull();
    const read = catalogItemFromStored('x', { name: 'Paloma', price: 'n/a', createdAt: 5 });
    expect(read).toMatchObject({ name: 'Paloma', price: null, active: true, createdAt: 5 });
    expect(read?.updatedAt).toBe(5);
  });
});

describe('the guest menu', () => {
  it('groups active items available today by tab and subcategory in the staff order', () => {
    const sections = menuSections(
      [
        item({ id: 'b', name: 'B', category: 'food', subcategory: 'Tacos', order: 2 }),
        item({ id: 'a', name: 'A', category: 'food', subcategory: 'Tacos', order: 1 }),
        item({ id: 'c', name: 'C', category: 'cocktail', order: 0 }),
        item({ id: 'd', name: 'D', category: 'cocktail', active: false }),
        item({ id: 'e', name: 'E', category: 'cocktail', availableToday: false }),
        item({
          id: 'f',
          name: 'F',
          translations: { fr: { name: 'Ef', description: '', subcategory: '' } },
        }),
      ],
      'fr',
    );
    expect(sections.map((section) => section.category)).toEqual([
      'food',
      'liquor',
      'cocktail',
      'michelada',
    ]);
    expect(sections[0]?.subsections.map((s) => [s.title, s.items.map((i) => i.name)])).toEqual([
      ['', ['Ef']],
      ['Tacos', ['A', 'B']],
    ]);
    expect(sections[1]?.subsections).toEqual([]);
    expect(sections[2]?.subsections[0]?.items.map((i) => i.id)).toEqual(['c']);
  });

  it('formats prices in the tenant currency for the locale', () => {
    expect(formatPrice(14.5, 'en-CA', 'CAD')).toBe('$14.50');
    expect(formatPrice(14.5, 'fr-CA', 'CAD')).toMatch(/^14,50\s\$$/);
    expect(formatPrice(null, 'es', 'CAD')).toBe('');
    expect(currencyOrDefault('mxn')).toBe('MXN');
    expect(currencyOrDefault('dollars')).toBe('CAD');
  });
});
