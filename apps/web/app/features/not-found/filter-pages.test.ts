import { describe, expect, it } from 'vitest';
import { filterPages, normalizeText } from './filter-pages';

const pages = [
  { href: '/es/galeria', title: 'Galería', keywords: 'Fotos del bar y de los eventos' },
  { href: '/es/menus', title: 'Nuestro menú', keywords: 'Menú Comida, licores, cócteles' },
  { href: '/fr/reservas', title: 'Réservations', keywords: 'Réservez une table' },
];

describe('filterPages', () => {
  it('lists every page for an empty or blank query', () => {
    expect(filterPages(pages, '')).toEqual(pages);
    expect(filterPages(pages, '   ')).toEqual(pages);
  });

  it('ignores case and accents on both sides', () => {
    expect(filterPages(pages, 'GALERIA').map((p) => p.href)).toEqual(['/es/galeria']);
    expect(filterPages(pages, 'menu').map((p) => p.href)).toEqual(['/es/menus']);
    expect(filterPages(pages, 'reserv').map((p) => p.href)).toEqual(['/fr/reservas']);
    expect(filterPages(pages, 'cócteles').map((p) => p.href)).toEqual(['/es/menus']);
  });

  it('finds pages by their keywords, needing every word in any order', () => {
    expect(filterPages(pages, 'eventos fotos').map((p) => p.href)).toEqual(['/es/galeria']);
    expect(filterPages(pages, 'fotos menú')).toEqual([]);
  });

  it('answers nothing for a word no page has', () => {
    expect(filterPages(pages, 'pizza')).toEqual([]);
  });
});

describe('normalizeText', () => {
  it('strips diacritics and trims', () => {
    expect(normalizeText('  Désolé Ñandú ')).toBe('desole nandu');
  });
});
