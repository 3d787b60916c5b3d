import { describe, expect, it } from 'vitest';
import en from './messages/en.json' with { type: 'json' };
import es from './messages/es.json' with { type: 'json' };
import fr from './messages/fr.json' with { type: 'json' };
import { bundledBrand, withTenantBrand } from './tenant-brand';

const texts = (node: unknown): string[] =>
  typeof node === 'string'
    ? [node]
    : node && typeof node === 'object'
      ? Object.values(node).flatMap(texts)
      : [];

describe('the brand in the shared texts', () => {
  it.each([
    ['es', es],
    ['en', en],
    ['fr', fr],
  ] as const)(
    'names no tenant in the %s catalogue: texts read common.brand',
    (locale, catalogue) => {
      expect(texts(catalogue).filter((text) => /Cantina|Mariachi/.test(text))).toEqual([]);
      expect(bundledBrand(locale)).toBe('Bar & Grill');
      expect(catalogue.reservations.description).toContain('$t(common.brand)');
    },
  );

  it('puts the tenant brand in place of the bundled one', () => {
    expect(withTenantBrand('Menú | Bar & Grill', 'es', 'El Mariachi')).toBe('Menú | El Mariachi');
    expect(withTenantBrand('Menu | Bar & Grill', 'en', '  ')).toBe('Menu | Bar & Grill');
  });
});
