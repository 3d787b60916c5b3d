import { describe, expect, it } from 'vitest';
import {
  GLOBAL_ID_PREFIXES,
  GLOBAL_ID_SUFFIXES,
  isLikelyGlobalId,
  suggestGlobals,
} from './global-heuristics.js';

describe('isLikelyGlobalId', () => {
  it.each(GLOBAL_ID_PREFIXES.map((prefix) => `${prefix}label`))('prefix: %s is global', (id) => {
    expect(isLikelyGlobalId(id)).toBe(true);
  });

  it.each(GLOBAL_ID_SUFFIXES.map((suffix) => `home.form${suffix}`))(
    'suffix: %s is global',
    (id) => {
      expect(isLikelyGlobalId(id)).toBe(true);
    },
  );

  it('has exactly the spec’s lists', () => {
    expect(GLOBAL_ID_PREFIXES).toHaveLength(11);
    expect(GLOBAL_ID_SUFFIXES).toHaveLength(22);
  });

  it.each([
    'home.title',
    'menu.intro',
    'globalish.title', // no dot after "global"
    'home.global.title', // prefix only at the start
    'home.submitted', // suffix only at the end
    'home.installapp', // case-sensitive
    'Button.ok2',
    'submit', // no leading dot
    'footer.authors',
    'footer.links',
    '',
  ])('%j is not global', (id) => {
    expect(isLikelyGlobalId(id)).toBe(false);
  });

  it('matches whole-dot prefixes such as 404. and footer.auth.', () => {
    expect(isLikelyGlobalId('404.title')).toBe(true);
    expect(isLikelyGlobalId('4040.title')).toBe(false);
    expect(isLikelyGlobalId('footer.auth.signIn')).toBe(true);
  });
});

describe('suggestGlobals', () => {
  it('returns the matching ids in order, without repeats', () => {
    expect(suggestGlobals(['home.title', 'btn.ok', 'contact.form.send', 'btn.ok'])).toEqual({
      found: true,
      ids: ['btn.ok', 'contact.form.send'],
    });
  });

  it('returns the spec’s message when nothing matches', () => {
    expect(suggestGlobals(['home.title'])).toEqual({
      found: false,
      ids: [],
      message: 'No se detectaron globales por heurística.',
    });
    expect(suggestGlobals([])).toMatchObject({
      found: false,
      message: 'No se detectaron globales por heurística.',
    });
  });

  it('words the message in en and fr too', () => {
    expect(suggestGlobals([], 'en')).toMatchObject({
      message: 'No globals were detected by the heuristics.',
    });
    expect(suggestGlobals([], 'fr')).toMatchObject({
      message: 'Aucun global détecté par l’heuristique.',
    });
  });
});
