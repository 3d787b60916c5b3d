import { type WebpVariant, webpVariants } from '../lib/images.js';
import type { BlobStore } from '../stores/blobs/blob-store.js';
import type { DemoEvent } from './demo-events.js';
import { eventPicture } from './event-picture.js';

const PICTURE_WIDTH = 1200;
const CACHE = 'public, max-age=86400';

// Rendering is the slow part of seeding, and every tenant shows the same pictures.
const rendered = new Map<string, Promise<{ picture: Buffer; variants: WebpVariant[] }>>();
function render(event: DemoEvent) {
  let pending = rendered.get(event.id);
  if (!pending) {
    pending = (async () => {
      const picture = await eventPicture(event.title, event.colors, PICTURE_WIDTH);
      return { picture, variants: (await webpVariants(picture)) ?? [] };
    })();
    pending.catch(() => rendered.delete(event.id));
    rendered.set(event.id, pending);
  }
  return pending;
}

/**
 * A demo event's picture and the same webp variants an upload gets (640… up to its width), under
 * `events/{id}/`, so the hero's srcset is real and deleting the event removes them.
 */
export async function seedEventMedia(blobs: BlobStore, event: DemoEvent): Promise<{ url: string; resized: { width: number; url: string }[] }> {
  const { picture, variants } = await render(event);
  const cover = `events/${event.id}/cover.webp`;
  await blobs.put(cover, picture, { cacheControl: CACHE });
  const resized = [];
  for (const variant of variants) {
    const path = `events/${event.id}/cover-${variant.width}.webp`;
    await blobs.put(path, variant.data, { cacheControl: CACHE });
    resized.push({ width: variant.width, url: blobs.publicUrl(path) });
  }
  return { url: blobs.publicUrl(cover), resized };
}
