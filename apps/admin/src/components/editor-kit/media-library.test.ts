import type { StorageObject } from '@bar/client/endpoints/storage';
import { isLibraryPath } from '@bar/domain/api/storage';
import { describe, expect, it } from 'vitest';
import { accepts, acceptAttribute, filterLibrary, libraryUrl, searchable } from './media-library';

const file = (fullPath: string, contentType: string, updated = '2026-01-01T00:00:00.000Z') =>
  ({
    fullPath,
    name: fullPath.split('/').at(-1) ?? fullPath,
    contentType,
    updated,
  }) as StorageObject;

const files = [
  file('Terraza de Noche.JPG', 'image/jpeg', '2026-02-01T00:00:00.000Z'),
  file('fotos/café con leche.webp', 'image/webp', '2026-03-01T00:00:00.000Z'),
  file('videos/Concierto.mp4', 'video/mp4'),
  file('menu.pdf', 'application/pdf'),
  file('events/abc/cartel.jpg', 'image/jpeg'),
  file('gallery/xyz.webp', 'image/webp'),
  file('Agents/default/catalog/products/images/taco.webp', 'image/webp'),
];
const names = (list: StorageObject[]) => list.map((object) => object.name);

describe('the media library', () => {
  it('ignores accents, case and extra spaces when searching by name', () => {
    expect(searchable('  Café   CON leche ')).toBe('cafe con leche');
    expect(names(filterLibrary(files, { accept: 'media', query: 'CAFE' }))).toEqual([
      'café con leche.webp',
    ]);
    expect(names(filterLibrary(files, { accept: 'media', query: 'noche terraza' }))).toEqual([
      'Terraza de Noche.JPG',
    ]);
    expect(filterLibrary(files, { accept: 'media', query: 'nada' })).toEqual([]);
  });

  it('lists only what the field takes, the newest first', () => {
    expect(names(filterLibrary(files, { accept: 'media', query: '' }))).toEqual([
      'café con leche.webp',
      'Terraza de Noche.JPG',
      'Concierto.mp4',
    ]);
    expect(names(filterLibrary(files, { accept: 'image', query: '' }))).toEqual([
      'café con leche.webp',
      'Terraza de Noche.JPG',
    ]);
    expect(names(filterLibrary(files, { accept: 'video', query: '' }))).toEqual(['Concierto.mp4']);
    expect(accepts('image', 'IMAGE/PNG')).toBe(true);
    expect(accepts('image', 'application/pdf')).toBe(false);
    expect(acceptAttribute('media')).toBe('image/*,video/*');
    expect(acceptAttribute('image')).toBe('image/*');
  });

  it('leaves out the files an editor owns (they go with their event, picture or item)', () => {
    expect(isLibraryPath('events/abc/cartel.jpg')).toBe(false);
    expect(isLibraryPath('gallery/xyz.webp')).toBe(false);
    expect(isLibraryPath('Agents/default/catalog/products/images/taco.webp')).toBe(false);
    expect(isLibraryPath('fotos/events/a.jpg')).toBe(true);
    expect(isLibraryPath('Terraza.jpg')).toBe(true);
  });

  it('points at the file as the API serves it', () => {
    expect(libraryUrl('fotos/Menú del día.jpg')).toBe(
      '/api/media/fotos/Men%C3%BA%20del%20d%C3%ADa.jpg',
    );
  });
});
