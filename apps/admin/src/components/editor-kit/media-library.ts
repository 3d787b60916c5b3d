import type { StorageObject } from '@bar/client/endpoints/storage';
import { isLibraryPath } from '@bar/domain/api/storage';

/** What a field takes: pictures, videos, or either. */
export type MediaAccept = 'image' | 'video' | 'media';

/** Whether a file's type is one the field takes. */
export function accepts(accept: MediaAccept, contentType: string): boolean {
  const type = contentType.toLowerCase();
  if (accept === 'image') return type.startsWith('image/');
  if (accept === 'video') return type.startsWith('video/');
  return type.startsWith('image/') || type.startsWith('video/');
}

/** The `accept` attribute of the picker's file input. */
export const acceptAttribute = (accept: MediaAccept): string =>
  accept === 'media' ? 'image/*,video/*' : `${accept}/*`;

/** Text as search compares it: no accents, no case, single spaces. */
export const searchable = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The library as the picker lists it: the files the field takes, outside the editors' folders,
 * whose name holds every word typed (accents and case ignored), the newest first.
 */
export function filterLibrary(
  objects: readonly StorageObject[],
  { accept, query }: { accept: MediaAccept; query: string },
): StorageObject[] {
  const words = searchable(query).split(' ').filter(Boolean);
  return objects
    .filter((object) => isLibraryPath(object.fullPath) && accepts(accept, object.contentType))
    .filter((object) => {
      const name = searchable(object.name);
      return words.every((word) => name.includes(word));
    })
    .sort((a, b) => b.updated.localeCompare(a.updated) || a.name.localeCompare(b.name));
}

/** What a field stores of a chosen file. */
export type PickedMedia = { url: string; contentType: string; name: string };

/** Where browsers fetch a stored file: `/api/media/` and its path, each segment encoded. */
export const libraryUrl = (fullPath: string): string =>
  `/api/media/${fullPath.split('/').map(encodeURIComponent).join('/')}`;
