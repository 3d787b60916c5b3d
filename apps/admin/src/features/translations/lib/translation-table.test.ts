import { planTranslationImport } from '@bar/domain/i18n/import-files';
import { describe, expect, it } from 'vitest';
import { changedCells, importSaves, matchesSearch, toEntries } from './translation-table';

describe('translation table helpers', () => {
  it('sends changed cells of the active locales and new ids whole', () => {
    const stored = { 'home.a': { es: 'A', en: 'A' } };
    const values = { 'home.a': { es: 'A', en: 'Ay', fr: 'x' }, 'home.b': { es: 'home.b' } };
    expect(changedCells(['home.a', 'home.b'], values, stored, ['es', 'en'])).toEqual({
      'home.a': { en: 'Ay' },
      'home.b': { es: 'home.b', en: '' },
    });
  });

  it('searches ids case-insensitively', () => {
    expect(matchesSearch('Home.Title', ' title ')).toBe(true);
    expect(matchesSearch('home.title', 'menu')).toBe(false);
  });

  it('turns per-locale dictionaries into a table and a split import into saves', () => {
    expect(toEntries({ es: { a: '1' }, en: { a: 'one' } })).toEqual({ a: { es: '1', en: 'one' } });
    const plan = planTranslationImport(
      { es: { 'home.title': 'Hola', 'button.ok': 'OK' } },
      'split',
    );
    expect(importSaves(plan)).toEqual([
      { scope: 'global', entries: { 'button.ok': { es: 'OK' } } },
      { scope: 'page', page: 'home', entries: { 'home.title': { es: 'Hola' } } },
    ]);
  });
});
