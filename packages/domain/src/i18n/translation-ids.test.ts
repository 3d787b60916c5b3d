import { describe, expect, it } from 'vitest';
import { addTranslationIds, isTranslationId, parseBulkIds } from './translation-ids.js';

describe('TranslationIdSchema', () => {
  it.each([
    'home.welcome',
    'a',
    '404.title',
    'footer.auth.login',
    'kiosk-encuesta.q1',
    'button.installApp',
    'a b.c',
    'x:y',
  ])('accepts %j', (id) => expect(isTranslationId(id)).toBe(true));
  it.each(['', ' a', 'a ', 'a..b', '.a', 'a.', 'a. .b', '__x__', 'a\nb', 'x'.repeat(257)])(
    'rejects %j',
    (id) => expect(isTranslationId(id)).toBe(false),
  );
});

describe('parseBulkIds', () => {
  it('splits by line, trims and skips blanks', () => {
    expect(parseBulkIds(' home.title \n\n  \r\nmenu.intro\rblog.h1\n')).toEqual([
      'home.title',
      'menu.intro',
      'blog.h1',
    ]);
  });
  it('drops repeats, keeping the first place', () => {
    expect(parseBulkIds('a\nb\na\n b ')).toEqual(['a', 'b']);
  });
  it('answers nothing for an empty text', () => {
    expect(parseBulkIds('')).toEqual([]);
    expect(parseBulkIds('\n \n')).toEqual([]);
  });
  it('does not split on commas', () => {
    expect(parseBulkIds('a,b')).toEqual(['a,b']);
  });
});

describe('addTranslationIds', () => {
  const locales = ['es', 'en', 'fr'];
  it('creates a trimmed id for every active locale with the id as value', () => {
    const result = addTranslationIds({}, ['  home.title  '], locales);
    expect(result.entries).toEqual({
      'home.title': { es: 'home.title', en: 'home.title', fr: 'home.title' },
    });
    expect(result.added).toEqual(['home.title']);
    expect(result.skipped).toEqual([]);
  });
  it('ignores duplicates, existing ones and repeats in the same call', () => {
    const existing = { 'a.b': { es: 'Hola' } };
    const result = addTranslationIds(existing, ['a.b', 'c.d', ' c.d'], ['es']);
    expect(result.entries).toEqual({ 'a.b': { es: 'Hola' }, 'c.d': { es: 'c.d' } });
    expect(result.added).toEqual(['c.d']);
    expect(result.skipped).toEqual(['a.b', ' c.d']);
  });
  it('skips blanks and invalid ids', () => {
    const result = addTranslationIds({}, ['', '   ', 'a..b'], locales);
    expect(result.added).toEqual([]);
    expect(result.skipped).toEqual(['', '   ', 'a..b']);
    expect(result.entries).toEqual({});
  });
  it('only uses the active locales and leaves the input alone', () => {
    const input = {};
    const result = addTranslationIds(input, ['x'], ['fr']);
    expect(result.entries).toEqual({ x: { fr: 'x' } });
    expect(input).toEqual({});
  });
});
