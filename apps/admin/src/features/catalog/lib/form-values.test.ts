import { describe, expect, it } from 'vitest';
import { catalogSections, formValues, toInput } from './form-values';

describe('the catalogue form values', () => {
  it('saves nothing when the trimmed name is empty', () => {
    expect(toInput({ ...formValues(null), name: '   ' }, null)).toBeNull();
  });

  it('trims the name, nulls a price that is not a number, splits comma lists', () => {
    const input = toInput(
      {
        ...formValues(null),
        name: '  Paloma ',
        price: 'doce',
        options: ' sal, , chile ,',
        features: 'sin gluten',
        category: 'cocktail',
      },
      null,
    );
    expect(input).toMatchObject({
      name: 'Paloma',
      price: null,
      options: ['sal', 'chile'],
      features: ['sin gluten'],
      category: 'cocktail',
    });
    expect(toInput({ ...formValues(null), name: 'x', price: '12,5' }, null)?.price).toBe(12.5);
  });

  it('groups items by category and subcategory in list order, the subcategory in the locale', () => {
    const item = (id: string, category: '' | 'food', subcategory: string, en = '') =>
      ({
        id,
        category,
        subcategory,
        translations: en ? { en: { subcategory: en, name: '', description: '' } } : {},
      }) as unknown as Parameters<typeof catalogSections>[0][number];
    const sections = catalogSections(
      [item('a', 'food', 'Entradas', 'Starters'), item('b', '', ''), item('c', 'food', 'Entradas')],
      'en',
    );
    expect(
      sections.map((section) => [
        section.category,
        section.subcategory,
        section.items.map((entry) => entry.id),
      ]),
    ).toEqual([
      ['food', 'Starters', ['a', 'c']],
      ['', '', ['b']],
    ]);
    expect(catalogSections([item('a', 'food', 'Entradas', 'Starters')], 'es')[0]?.subcategory).toBe(
      'Entradas',
    );
  });
});
