import { describe, expect, it } from 'vitest';
import { flattenMessages } from './flatten-messages';

describe('flattenMessages', () => {
  it('turns a nested map into dotted keys', () => {
    expect(
      flattenMessages({ home: { title: 'Hola', hero: { cta: 'Reservar' } }, brand: 'Bar' }),
    ).toEqual({ 'home.title': 'Hola', 'home.hero.cta': 'Reservar', brand: 'Bar' });
  });

  it('keeps keys that are already flat', () => {
    expect(flattenMessages({ 'menus.title': 'Menú', menus: { intro: 'x' } })).toEqual({
      'menus.title': 'Menú',
      'menus.intro': 'x',
    });
  });

  it('stringifies numbers and booleans, drops null and undefined', () => {
    expect(flattenMessages({ a: 1, b: true, c: null, d: undefined, e: { f: 0 } })).toEqual({
      a: '1',
      b: 'true',
      'e.f': '0',
    });
  });

  it('indexes arrays', () => {
    expect(flattenMessages({ list: ['uno', 'dos'] })).toEqual({ 'list.0': 'uno', 'list.1': 'dos' });
  });

  it('returns an empty map for non-objects', () => {
    expect(flattenMessages(null)).toEqual({});
    expect(flattenMessages('text')).toEqual({});
    expect(flattenMessages(undefined)).toEqual({});
    expect(flattenMessages({})).toEqual({});
  });
});
