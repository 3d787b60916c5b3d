import { DEFAULT_AGENT_ID } from '@bar/domain/ai-agent';
import { GALLERY_LOCALES, GalleryPictureUrlSchema } from '@bar/domain/gallery/schema';
import { listCatalog } from '../repositories/catalog.js';
import { GALLERY_COLLECTION, galleryItemPath } from '../repositories/gallery.js';
import type { DocumentStore, WriteOp } from '../stores/document-store.js';
import { serverTimestamp } from '../stores/document-store.js';

const MARKER = 'system/seed-gallery';
/** How many of the demo menu's pictures the demo gallery shows. */
const PICTURES = 12;

/**
 * The tenant's demo gallery, once (its own marker, so staff edits are never overwritten): a
 * dozen of its own demo menu's pictures, spread over the menu's sections, with alt texts and
 * captions in each language from the dishes' translations. It reuses the stored pictures and
 * their variants, so it writes no file. Runs after the catalogue's seed.
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
    picked.forEach((item, index) => {
      const texts = (field: 'name' | 'description') =>
        Object.fromEntries(
          GALLERY_LOCALES.map((locale) => [
            locale,
            item.translations[locale]?.[field] || item[field],
          ]),
        );
      ops.push({
        type: 'set',
        path: galleryItemPath(`seed-${item.id}`.slice(0, 128)),
        data: {
          source: 'catalog',
          url: item.photoUrl,
          resized: item.photoResized,
          alt: texts('name'),
          caption: texts('description'),
          hidden: false,
          order: index,
          createdAt: now,
          updatedAt: now,
        },
      });
    });
  }
  ops.push({ type: 'set', path: MARKER, data: { version: 1, seededAt: serverTimestamp() } });
  await docs.batch(ops);
  return true;
}
