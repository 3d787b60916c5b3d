import { describe, expect, it } from 'vitest';
import { parseFieldList } from './add-fields.js';

describe('parseFieldList', () => {
  it('splits on commas, semicolons and line breaks, trimmed', () => {
    expect(parseFieldList('title, description;og:title\nog:image\r\ntwitter:card\rrobots')).toEqual(
      ['title', 'description', 'og:title', 'og:image', 'twitter:card', 'robots'],
    );
  });
  it('drops empties and duplicates', () => {
    expect(parseFieldList(' , ;; \n\n title ,title; description ,, ')).toEqual([
      'title',
      'description',
    ]);
    expect(parseFieldList('')).toEqual([]);
  });
  it('leaves out names already in the table', () => {
    expect(parseFieldList('title, og:locale', ['title'])).toEqual(['og:locale']);
  });
  it('keeps spaces inside a name (validation is separate)', () => {
    expect(parseFieldList('a b, c')).toEqual(['a b', 'c']);
  });
});
