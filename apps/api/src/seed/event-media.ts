import { type WebpVariant, webpVariants } from '../lib/media/images.js';
import type { BlobStore } from '../stores/blobs/blob-store.js';
import { DEMO_EVENTS, type DemoEvent } from './demo-events.js';
import { eventPicture } from './event-picture.js';

const PICTURE_WIDTH = 1200;
const CACHE = 'public, max-age=86400';

// Rendering is the slow part of seeding, and every tenant shows the same pictures.
const rendered = new Map<string, Promise<{ picture: Buffer; variants: WebpVariant[] }>>();
function render(event: DemoEvent) {
  let pending = rendered.get(event.id);
  if (!pending) {
    pending = (async () => {
      const picture = await eventPicture(event.scene, event.colors, PICTURE_WIDTH);
      // Flat shapes: the quickest encoding is about as small as the best, and the seed runs at boot.
      return { picture, variants: (await webpVariants(picture, { effort: 0 })) ?? [] };
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
export async function seedEventMedia(
  blobs: BlobStore,
  event: DemoEvent,
): Promise<{ url: string; resized: { width: number; url: string }[] }> {
  // Start every picture at once: the renders overlap each other and the writes.
  for (const other of DEMO_EVENTS) void render(other).catch(() => undefined);
  const { picture, variants } = await render(event);
  const cover = `events/${event.id}/cover.webp`;
  const paths = variants.map((variant) => `events/${event.id}/cover-${variant.width}.webp`);
  await Promise.all([
    blobs.put(cover, picture, { cacheControl: CACHE }),
    ...variants.map((variant, i) => blobs.put(paths[i]!, variant.data, { cacheControl: CACHE })),
  ]);
  return {
    url: blobs.publicUrl(cover),
    resized: variants.map((variant, i) => ({
      width: variant.width,
      url: blobs.publicUrl(paths[i]!),
    })),
  };
}
