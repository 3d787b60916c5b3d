import { describe, expect, it } from 'vitest';
import {
  translationCellCounts,
  translationCellStatus,
  translationRowStatus,
} from './translation-status.js';

describe('translationCellStatus', () => {
  it.each([
    ['home.title', 'Bienvenidos', 'green'],
    ['home.title', '', 'red'],
    ['home.title', '   ', 'red'],
    ['home.title', undefined, 'red'],
    ['home.title', null, 'red'],
    ['home.title', 'home.title', 'red'],
    ['home.title', ' home.title ', 'red'],
    ['home.title', 'Home.Title', 'green'],
    ['home.title', 'home.title!', 'green'],
    ['ok', '0', 'green'],
  ] as const)('%s = %j → %s', (id, value, status) => {
    expect(translationCellStatus(id, value)).toBe(status);
  });
});

describe('translationRowStatus', () => {
  const all = ['es', 'en', 'fr'];
  it('is green when every active locale is ok', () => {
    expect(translationRowStatus('a.b', { es: 'Hola', en: 'Hi', fr: 'Salut' }, all)).toBe('green');
  });
  it('is red when no active locale is ok', () => {
    expect(translationRowStatus('a.b', { es: '', en: 'a.b' }, all)).toBe('red');
    expect(translationRowStatus('a.b', {}, all)).toBe('red');
  });
  it('is yellow when some are ok', () => {
    expect(translationRowStatus('a.b', { es: 'Hola', en: '', fr: 'a.b' }, all)).toBe('yellow');
    expect(translationRowStatus('a.b', { es: 'Hola', en: 'Hi' }, all)).toBe('yellow');
  });
  it('looks only at the active locales', () => {
    expect(translationRowStatus('a.b', { es: 'Hola', en: '' }, ['es'])).toBe('green');
    expect(translationRowStatus('a.b', { es: 'Hola', en: '' }, ['en'])).toBe('red');
  });
  it('is red with no active locale', () => {
    expect(translationRowStatus('a.b', { es: 'Hola' }, [])).toBe('red');
  });
});

describe('translationCellCounts', () => {
  it('counts green and red cells over the active locales', () => {
    const entries = { 'a.b': { es: 'Hola', en: 'a.b' }, 'c.d': { es: 'x', en: 'y', fr: 'z' } };
    expect(translationCellCounts(entries, ['es', 'en'])).toEqual({ green: 3, red: 1, total: 4 });
    expect(translationCellCounts(entries, ['fr'])).toEqual({ green: 1, red: 1, total: 2 });
    expect(translationCellCounts({}, ['es'])).toEqual({ green: 0, red: 0, total: 0 });
  });
});
