import { DEFAULT_AGENT_ID } from '@bar/domain/ai-agent';
import { GALLERY_LOCALES, GalleryPictureUrlSchema } from '@bar/domain/gallery/schema';
import { listCatalog } from '../repositories/catalog.js';
import { GALLERY_COLLECTION, galleryItemPath } from '../repositories/gallery.js';
import type { DocumentStore, WriteOp } from '../stores/document-store.js';
import { serverTimestamp } from '../stores/document-store.js';
import { DEMO_EVENTS } from './demo-events.js';

const MARKER = 'system/seed-gallery';
/** How many of the demo menu's pictures the demo gallery shows. */
const PICTURES = 12;

type GalleryPicture = {
  source: 'event' | 'catalog';
  url: string;
  resized: unknown;
  alt: Record<string, string>;
  caption: Record<string, string>;
};

/** The published demo events' pictures (the music nights), with their alt texts per language. */
async function eventPictures(docs: DocumentStore): Promise<GalleryPicture[]> {
  const stored = await docs.query('events', {
    where: [{ field: 'status', op: '==', value: 'published' }],
    orderBy: [{ field: 'date' }],
  });
  return stored.flatMap(({ id, data }) => {
    const demo = DEMO_EVENTS.find((event) => event.id === id);
    const media = (data.media as { url?: string; resized?: unknown }[] | undefined)?.[0];
    if (!demo || !GalleryPictureUrlSchema.safeParse(media?.url).success) return [];
    const title = typeof data.title === 'string' ? data.title : demo.title;
    return [
      {
        source: 'event' as const,
        url: media!.url!,
        resized: media!.resized ?? [],
        alt: demo.alt,
        caption: Object.fromEntries(GALLERY_LOCALES.map((locale) => [locale, title])),
      },
    ];
  });
}

/**
 * The tenant's demo gallery, once (its own marker, so staff edits are never overwritten): a
 * dozen of its own demo menu's pictures, spread over the menu's sections, with alt texts and
 * captions in each language from the dishes' translations, and between them the pictures of its
 * published demo events (the nights of music and karaoke the gallery's text speaks of). It
 * reuses the stored pictures and their variants, so it writes no file. Runs after the
 * catalogue's and the events' seeds.
 */
export async function seedGallery(docs: DocumentStore, now = Date.now()): Promise<boolean> {
  if (await docs.get(MARKER)) return false;
  const existing = await docs.query(GALLERY_COLLECTION, { limit: 1 });
  const products = (await listCatalog(docs, 'products', DEFAULT_AGENT_ID)).filter(
    (item) => GalleryPictureUrlSchema.safeParse(item.photoUrl).success,
  );
  if (products.length === 0) return false;
  // Every n-th dish, so each section of the menu shows up.
  const step = Math.max(1, Math.floor(products.length / PICTURES));
  const picked = products.filter((_, index) => index % step === 0).slice(0, PICTURES);
  const ops: WriteOp[] = [];
  if (existing.length === 0) {
    const dishes: GalleryPicture[] = picked.map((item) => {
      const texts = (field: 'name' | 'description') =>
        Object.fromEntries(
          GALLERY_LOCALES.map((locale) => [
            locale,
            item.translations[locale]?.[field] || item[field],
          ]),
        );
      return {
        source: 'catalog',
        url: item.photoUrl,
        resized: item.photoResized,
        alt: texts('name'),
        caption: texts('description'),
      };
    });
    const nights = await eventPictures(docs);
    // A dish, a night, a dish…: both kinds all over the grid, a dish first.
    const pictures = dishes.flatMap((dish, index) =>
      nights[index] ? [dish, nights[index]] : [dish],
    );
    pictures.forEach((picture, index) => {
      const key = picture.url.replace(/^\/api\/media\//, '').replace(/[^A-Za-z0-9_-]+/g, '-');
      ops.push({
        type: 'set',
        path: galleryItemPath(`seed-${key}`.slice(0, 128)),
        data: { ...picture, hidden: false, order: index, createdAt: now, updatedAt: now },
      });
    });
  }
  ops.push({ type: 'set', path: MARKER, data: { version: 1, seededAt: serverTimestamp() } });
  await docs.batch(ops);
  return true;
}
