import { describe, expect, it } from 'vitest';
import { META_FIELDS, isMetadataFieldName } from './fields.js';
import {
  formatMetadataSuggestion,
  metadataCellStatus,
  metadataRowStatus,
  metadataSuggestion,
} from './metadata-status.js';

describe('standard fields', () => {
  it('are the spec’s twelve, all valid names', () => {
    expect(META_FIELDS).toEqual([
      'title',
      'description',
      'canonical',
      'robots',
      'og:title',
      'og:description',
      'og:image',
      'og:type',
      'twitter:card',
      'twitter:title',
      'twitter:description',
      'twitter:image',
    ]);
    expect(META_FIELDS.every(isMetadataFieldName)).toBe(true);
  });
  it.each(['article:published_time', 'og:locale', 'x-y'])('accept custom %j', (name) =>
    expect(isMetadataFieldName(name)).toBe(true),
  );
  it.each(['', 'a.b', ':x', '1x', 'a b', 'x'.repeat(65)])('refuse %j', (name) =>
    expect(isMetadataFieldName(name)).toBe(false),
  );
});

describe('metadataCellStatus', () => {
  it.each(['', '   ', undefined, null])('is red when empty (%j)', (value) => {
    expect(metadataCellStatus('title', value)).toEqual({ status: 'red', suggestion: null });
  });

  it('is green for ordinary values', () => {
    for (const field of META_FIELDS) {
      const value =
        {
          canonical: 'https://x.example/',
          'og:image': 'http://x.example/a.png',
          'twitter:image': 'https://x.example/b.png',
          'twitter:card': 'summary',
        }[field as string] ?? 'Texto';
      expect(metadataCellStatus(field, value), field).toEqual({
        status: 'green',
        suggestion: null,
      });
    }
  });

  it('suggests shortening a title over 60 characters, with the length', () => {
    expect(metadataCellStatus('title', 'x'.repeat(60)).status).toBe('green');
    expect(metadataCellStatus('title', 'x'.repeat(61))).toEqual({
      status: 'yellow',
      suggestion: { code: 'titleTooLong', length: 61, max: 60 },
    });
  });

  it('counts characters, not bytes or UTF-16 units, and ignores surrounding spaces', () => {
    expect(metadataCellStatus('title', 'ñ'.repeat(60)).status).toBe('green');
    expect(metadataCellStatus('title', '🌮'.repeat(60)).status).toBe('green');
    expect(metadataCellStatus('title', `  ${'x'.repeat(60)}  `).status).toBe('green');
  });

  it('suggests shortening a description over 160 characters, with the length', () => {
    expect(metadataCellStatus('description', 'y'.repeat(160)).status).toBe('green');
    expect(metadataCellStatus('description', 'y'.repeat(200))).toEqual({
      status: 'yellow',
      suggestion: { code: 'descriptionTooLong', length: 200, max: 160 },
    });
  });

  it('leaves the limits to title and description only', () => {
    expect(metadataCellStatus('og:title', 'x'.repeat(100)).status).toBe('green');
    expect(metadataCellStatus('twitter:description', 'x'.repeat(300)).status).toBe('green');
  });

  it.each(['canonical', 'og:image', 'twitter:image'])(
    'wants an absolute http(s) URL in %s',
    (field) => {
      for (const ok of [
        'https://bar.example/',
        'http://bar.example/img.png?x=1',
        'HTTPS://BAR.EXAMPLE',
      ]) {
        expect(metadataCellStatus(field, ok).status, ok).toBe('green');
      }
      for (const bad of [
        '/img.png',
        'bar.example/img.png',
        'ftp://bar.example/a',
        'mailto:a@b.c',
        'https://',
        'javascript:alert(1)',
        '//bar.example/a',
      ]) {
        expect(metadataCellStatus(field, bad), bad).toEqual({
          status: 'yellow',
          suggestion: { code: 'absoluteUrl' },
        });
      }
    },
  );

  it('wants summary or summary_large_image in twitter:card', () => {
    expect(metadataCellStatus('twitter:card', 'summary').status).toBe('green');
    expect(metadataCellStatus('twitter:card', 'summary_large_image').status).toBe('green');
    for (const bad of ['player', 'Summary', 'app']) {
      expect(metadataCellStatus('twitter:card', bad)).toEqual({
        status: 'yellow',
        suggestion: { code: 'twitterCard' },
      });
    }
  });

  it('has no suggestion for custom fields', () => {
    expect(metadataSuggestion('og:locale', 'anything')).toBeNull();
  });
});

describe('metadataRowStatus', () => {
  const locales = ['es', 'en', 'fr'];
  it('is red if any locale is red', () => {
    expect(metadataRowStatus('title', { es: 'Hola', en: 'x'.repeat(61) }, locales)).toBe('red');
  });
  it('is yellow if none is red and any is yellow', () => {
    expect(
      metadataRowStatus('title', { es: 'Hola', en: 'x'.repeat(61), fr: 'Salut' }, locales),
    ).toBe('yellow');
  });
  it('is green when every locale is green', () => {
    expect(metadataRowStatus('title', { es: 'Hola', en: 'Hi', fr: 'Salut' }, locales)).toBe(
      'green',
    );
  });
  it('looks only at the given locales', () => {
    expect(metadataRowStatus('title', { es: 'Hola' }, ['es'])).toBe('green');
    expect(metadataRowStatus('title', { es: 'Hola' }, [])).toBe('green');
  });
});

describe('formatMetadataSuggestion', () => {
  it('words every suggestion in es, en and fr with the numbers', () => {
    const title = { code: 'titleTooLong', length: 72, max: 60 } as const;
    expect(formatMetadataSuggestion(title)).toBe(
      'El título tiene 72 caracteres; se sugieren 60 como máximo.',
    );
    expect(formatMetadataSuggestion(title, 'en')).toBe(
      'The title has 72 characters; at most 60 are suggested.',
    );
    expect(formatMetadataSuggestion(title, 'fr')).toBe(
      'Le titre compte 72 caractères ; 60 au maximum sont conseillés.',
    );
    expect(
      formatMetadataSuggestion({ code: 'descriptionTooLong', length: 170, max: 160 }, 'en'),
    ).toContain('170');
    for (const locale of ['es', 'en', 'fr'] as const) {
      expect(formatMetadataSuggestion({ code: 'absoluteUrl' }, locale)).toMatch(/https:\/\//);
      expect(formatMetadataSuggestion({ code: 'twitterCard' }, locale)).toContain(
        'summary_large_image',
      );
    }
  });
});
