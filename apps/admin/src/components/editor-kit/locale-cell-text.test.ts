import { describe, expect, it } from 'vitest';
import { localeCellText } from './version-history';

const label = (name: string, locale: string) => `${name} (${locale})`;

describe('a table cell a version diff names', () => {
  it('splits the row name from its language at the last dot', () => {
    expect(localeCellText('title.fr', label)).toBe('title (fr)');
    expect(localeCellText('home.hero.title.es', label)).toBe('home.hero.title (es)');
    expect(localeCellText('og:image.en', label)).toBe('og:image (en)');
  });

  it('leaves a path that ends in no language as it is', () => {
    expect(localeCellText('title.de', label)).toBe('title.de');
    expect(localeCellText('fr', label)).toBe('fr');
  });
});
