import { describe, expect, it } from 'vitest';
import { flattenMessages } from './flatten.js';

describe('flattenMessages', () => {
  it('turns a nested map into dotted keys', () => {
    expect(
      flattenMessages({ home: { title: 'Hola', hero: { cta: 'Reservar' } }, brand: 'Bar' }),
    ).toEqual({
      'home.title': 'Hola',
      'home.hero.cta': 'Reservar',
      brand: 'Bar',
    });
  });

  it('keeps keys that are already flat, and mixes both', () => {
    expect(flattenMessages({ 'menus.title': 'Menú', menus: { intro: 'x' } })).toEqual({
      'menus.title': 'Menú',
      'menus.intro': 'x',
    });
  });

  it('stringifies numbers and booleans, drops null and undefined', () => {
    expect(
      flattenMessages({ a: 1, b: true, c: null, d: undefined, e: { f: 0 }, g: false }),
    ).toEqual({
      a: '1',
      b: 'true',
      'e.f': '0',
      g: 'false',
    });
  });

  it('indexes arrays', () => {
    expect(flattenMessages({ list: ['uno', { x: 'dos' }] })).toEqual({
      'list.0': 'uno',
      'list.1.x': 'dos',
    });
  });

  it('drops empty maps and functions', () => {
    expect(flattenMessages({ a: {}, b: () => 'x', c: { d: {} } })).toEqual({});
  });

  it('returns an empty map for non-objects', () => {
    for (const value of [null, undefined, 'text', 3, true, {}, []])
      expect(flattenMessages(value)).toEqual({});
  });

  it('gives every value as a string', () => {
    const flat = flattenMessages({ a: { b: 1, c: [true, 2.5, 'x'] } });
    expect(Object.values(flat).every((v) => typeof v === 'string')).toBe(true);
    expect(flat).toEqual({ 'a.b': '1', 'a.c.0': 'true', 'a.c.1': '2.5', 'a.c.2': 'x' });
  });
});
