import { randomBytes } from 'node:crypto';
import type { MediaItem } from '@bar/domain/events/schema';
import type { BlobStore } from '../../../stores/blobs/blob-store.js';

// The upload pipeline's clean-up, shared by the routes that remove an event's files.
export { deleteFiles } from '../../../lib/media/upload-pipeline.js';
import { safeFileName } from '../../../lib/media/upload-pipeline.js';

/** Every file of an event lives under this prefix, so deleting the event finds them all. */
export const eventPrefix = (eventId: string) => `events/${eventId}/`;

/** A unique, readable storage name from the uploaded file's name: `events/{id}/{stamp}-{base}`. */
export function uploadBase(eventId: string, filename: string): { base: string; extension: string } {
  const { stem, extension } = safeFileName(filename);
  const stamp = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return { base: `${eventPrefix(eventId)}${stamp}-${stem || 'file'}`, extension };
}

/** The storage path behind one of our media URLs (`/api/media/<path>`), if it is this event's file. */
export function ownPath(url: string | undefined, eventId: string): string | null {
  if (!url?.startsWith('/api/media/')) return null;
  try {
    const path = url
      .slice('/api/media/'.length)
      .split('?')[0]!
      .split('/')
      .map(decodeURIComponent)
      .join('/');
    return path.startsWith(eventPrefix(eventId)) && !path.split('/').includes('..') ? path : null;
  } catch {
    return null;
  }
}

/** The event's own files a media item points at (original and variants). */
export const mediaPaths = (item: MediaItem, eventId: string): string[] =>
  [
    item.url,
    item.path && `/api/media/${item.path}`,
    ...item.resized.map((variant) => variant.url),
  ].flatMap((url) => ownPath(url || undefined, eventId) ?? []);

/** Every file under the event's prefix (its uploads and the seed's pictures). */
export async function eventFiles(files: BlobStore, eventId: string): Promise<string[]> {
  const paths: string[] = [];
  let pageToken: string | undefined;
  do {
    const page = await files.list({
      prefix: eventPrefix(eventId),
      ...(pageToken ? { pageToken } : {}),
    });
    paths.push(...page.items.map((item) => item.fullPath));
    pageToken = page.nextPageToken;
  } while (pageToken);
  return paths;
}
