import { describe, expect, it } from 'vitest';
import {
  FALLBACK_SLUG,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
  slugCandidate,
  slugify,
  uniqueSlug,
} from './slug';

describe('slugify', () => {
  it.each([
    ['Noche de Mariachi', 'noche-de-mariachi'],
    ['¡Cumbia y Salsa en Vivo!', 'cumbia-y-salsa-en-vivo'],
    ['Día de Muertos: cena ñandú', 'dia-de-muertos-cena-nandu'],
    ['Soirée à l’Œil — Straße', 'soiree-a-l-oeil-strasse'],
    ['  Karaoke   2025  ', 'karaoke-2025'],
    ['TACOS_&_BEER', 'tacos-beer'],
    ['🎉🎉', FALLBACK_SLUG],
    ['', FALLBACK_SLUG],
  ])('%j → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    expect(SLUG_PATTERN.test(slugify(title))).toBe(true);
  });

  it('stays within the length limit, on a word boundary', () => {
    const slug = slugify('palabra '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
    expect(slugify('x'.repeat(200))).toBe('x'.repeat(SLUG_MAX_LENGTH));
  });
});

describe('uniqueSlug', () => {
  it('suffixes -2, -3… until free', () => {
    expect(uniqueSlug('karaoke', [])).toBe('karaoke');
    expect(uniqueSlug('karaoke', ['karaoke'])).toBe('karaoke-2');
    expect(uniqueSlug('karaoke', new Set(['karaoke', 'karaoke-2', 'karaoke-3']))).toBe('karaoke-4');
  });
  it('keeps suffixed candidates within the limit', () => {
    const long = 'a'.repeat(SLUG_MAX_LENGTH);
    expect(slugCandidate(long, 12)).toBe(`${'a'.repeat(SLUG_MAX_LENGTH - 3)}-12`);
    expect(slugCandidate(`${'a'.repeat(SLUG_MAX_LENGTH - 3)}-bb`, 2)).toBe(
      `${'a'.repeat(SLUG_MAX_LENGTH - 3)}-2`,
    );
    expect(slugCandidate('x', 1)).toBe('x');
  });
});
