import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, isLocale, LOCALES, LONG_LOCALE, normalizeLocale } from './locale';

describe('locales', () => {
  it('lists es, en, fr with es as default', () => {
    expect(LOCALES).toEqual(['es', 'en', 'fr']);
    expect(DEFAULT_LOCALE).toBe('es');
  });

  it('maps long locales for numbers and dates', () => {
    expect(LONG_LOCALE).toEqual({ es: 'es-MX', fr: 'fr-CA', en: 'en-US' });
  });

  it.each([
    ['es', true],
    ['en', true],
    ['fr', true],
    ['ES', false],
    ['en-US', false],
    ['de', false],
    ['', false],
    [undefined, false],
    [3, false],
  ])('isLocale(%j) is %s', (value, expected) => {
    expect(isLocale(value)).toBe(expected);
  });

  it.each([
    ['en', 'en'],
    ['en-US', 'en'],
    ['EN-gb', 'en'],
    ['english', 'en'],
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['FR', 'fr'],
    ['  fr-ca ', 'fr'],
    ['es', 'es'],
    ['es-MX', 'es'],
    ['de-DE', 'es'],
    ['pt', 'es'],
    ['', 'es'],
    [null, 'es'],
    [undefined, 'es'],
    ['xen', 'es'],
  ] as const)('normalizeLocale(%j) is %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });
});
