/** The prefix of the URLs the API serves the tenant's stored files under (routes/media). */
export const MEDIA_PREFIX = '/api/media/';

/**
 * The storage path behind one of our media URLs (`/api/media/events/x/cover-640.webp` →
 * `events/x/cover-640.webp`, each segment decoded); null for another origin's URL, a malformed
 * one or one that climbs out (`..`).
 */
export function mediaPath(url: string): string | null {
  if (!url.startsWith(MEDIA_PREFIX)) return null;
  try {
    const path = url
      .slice(MEDIA_PREFIX.length)
      .split('?')[0]!
      .split('/')
      .map(decodeURIComponent)
      .join('/');
    return path.split('/').includes('..') ? null : path;
  } catch {
    return null;
  }
}
