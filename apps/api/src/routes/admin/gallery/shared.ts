import type { GalleryItem } from '@bar/domain/gallery/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorMessage } from '../../../lib/texts/error-messages.js';
import { requestLocale } from '../../../lib/http/request-locale.js';
import { isLibraryPath } from '@bar/domain/api/storage';
import { GALLERY_FILES_PREFIX } from '../../../repositories/gallery.js';

export const notFound = (fastify: FastifyInstance, request: FastifyRequest) =>
  fastify.httpErrors.notFound(errorMessage('GALLERY_ITEM_NOT_FOUND', requestLocale(request)));

export const galleryFull = (fastify: FastifyInstance, request: FastifyRequest) =>
  fastify.httpErrors.conflict(errorMessage('GALLERY_FULL', requestLocale(request)));

/** The storage path behind a media URL when the gallery uploaded it (never an event's file). */
function ownPath(url: string): string | null {
  if (!url.startsWith('/api/media/')) return null;
  try {
    const path = url
      .slice('/api/media/'.length)
      .split('?')[0]!
      .split('/')
      .map(decodeURIComponent)
      .join('/');
    return path.startsWith(GALLERY_FILES_PREFIX) && !path.split('/').includes('..') ? path : null;
  } catch {
    return null;
  }
}

/** The files a deleted picture leaves behind: only those the gallery's own upload wrote. */
export const ownGalleryPaths = (item: GalleryItem): string[] =>
  item.source !== 'upload'
    ? []
    : [
        ...new Set(
          [item.url, ...item.resized.map((variant) => variant.url)].flatMap(
            (url) => ownPath(url) ?? [],
          ),
        ),
      ];

/**
 * Whether a media URL is a picture of the media library: a stored image outside the editors'
 * folders (so it is public, and no editor deletes it behind the gallery's back).
 */
export async function isLibraryPicture(request: FastifyRequest, url: string): Promise<boolean> {
  if (!url.startsWith('/api/media/')) return false;
  let path: string;
  try {
    path = url.slice('/api/media/'.length).split('/').map(decodeURIComponent).join('/');
  } catch {
    return false;
  }
  if (!isLibraryPath(path)) return false;
  const meta = await request.files.head(path);
  return meta?.contentType.startsWith('image/') ?? false;
}
