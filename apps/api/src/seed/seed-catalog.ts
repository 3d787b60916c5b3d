import { DEFAULT_AGENT_ID } from '@bar/domain/ai-agent';
import type { CatalogKind } from '@bar/domain/catalog/schema';
import { webpVariants } from '../lib/media/images.js';
import { catalogItemPath } from '../repositories/catalog.js';
import type { BlobStore } from '../stores/blobs/blob-store.js';
import type { DocumentStore, WriteOp } from '../stores/document-store.js';
import { serverTimestamp } from '../stores/document-store.js';
import { DEMO_CATALOG, type DemoCatalogRow } from './demo-catalog.js';
import { dishPicture, type DishScene, eventPicture, type EventScene } from './event-picture.js';

const MARKER = 'system/seed-catalog';
const PICTURE_WIDTH = 640;
const CACHE = 'public, max-age=86400';

const split = (text: string) => {
  const [es = '', en = es, fr = es] = text.split('|');
  return { es, en, fr };
};

const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);

/** What a row's picture shows, from its category and its Spanish name (first match wins). */
const SCENES: [RegExp, DishScene | EventScene][] = [
  [/^michelada|chelada/, 'michelada'],
  [/^cocktail/, 'cocktail'],
  [/^liquor .*(cerveza|cubeta)/, 'beer'],
  [/^liquor/, 'bottle'],
  [/^ .*mariachi/, 'mariachi'],
  [/^ .*karaoke/, 'karaoke'],
  [/^ .*eventos/, 'fiesta'],
  [/taco|baleada|tostada|burrito|fajita/, 'tacos'],
  [/churro|flan|pastel|jericalla|quesadilla/, 'dessert'],
  [/pupusa|empanada|tamal/, 'pupusas'],
  [/guacamole|fundido|ceviche|nachos|pozole|mole|pepian|birria|ahogada|elote/, 'bowl'],
  [/^food/, 'plate'],
];
const EVENT_SCENES: readonly string[] = ['mariachi', 'karaoke', 'fiesta'];

function sceneOf(row: DemoCatalogRow): DishScene | EventScene {
  const key = `${row.category} ${slug(split(row.name).es).replace(/-/g, ' ')}`;
  return SCENES.find(([pattern]) => pattern.test(key))?.[1] ?? 'table';
}

/**
 * One generated picture (4:3, the menu card's ratio: a dish, a drink, or a stage for a service
 * with music) and its webp variants, in the catalogue's folder.
 */
async function seedPicture(blobs: BlobStore, kind: CatalogKind, id: string, row: DemoCatalogRow) {
  const scene = sceneOf(row);
  const picture = EVENT_SCENES.includes(scene)
    ? await eventPicture(scene as EventScene, row.colors, PICTURE_WIDTH, 3 / 4)
    : await dishPicture(scene as DishScene, row.colors, PICTURE_WIDTH, 3 / 4, id);
  const base = `Agents/${DEFAULT_AGENT_ID}/catalog/${kind}/images/seed_${id}`;
  const variants = (await webpVariants(picture, { effort: 0 })) ?? [];
  await blobs.put(`${base}.webp`, picture, { cacheControl: CACHE });
  const resized = [];
  for (const variant of variants) {
    const path = `${base}-${variant.width}.webp`;
    await blobs.put(path, variant.data, { cacheControl: CACHE });
    resized.push({ width: variant.width, url: blobs.publicUrl(path) });
  }
  return { photoUrl: blobs.publicUrl(`${base}.webp`), photoResized: resized };
}

/**
 * The tenant's demo catalogue (products as its menu, a few services), with generated pictures,
 * once: its own marker, so a database seeded before the catalogue existed gets it too and staff
 * edits are never overwritten.
 */
export async function seedCatalog(
  docs: DocumentStore,
  blobs: BlobStore,
  tenant: string,
  now = Date.now(),
): Promise<boolean> {
  const demo = DEMO_CATALOG[tenant];
  if (!demo || (await docs.get(MARKER))) return false;
  const ops: WriteOp[] = [];
  for (const kind of ['products', 'services'] as const) {
    const rows = demo[kind];
    const ids = rows.map((row) => slug(split(row.name).es));
    const photos = await Promise.all(
      rows.map((row, index) => seedPicture(blobs, kind, ids[index]!, row)),
    );
    rows.forEach((row, index) => {
      const name = split(row.name);
      const description = split(row.description);
      const subcategory = split(row.subcategory);
      const gallery = (row.gallery ?? []).flatMap((other) => {
        const at = rows.findIndex((candidate) => split(candidate.name).es === other);
        return at < 0 ? [] : [photos[at]!.photoUrl];
      });
      ops.push({
        type: 'set',
        path: catalogItemPath(DEFAULT_AGENT_ID, kind, ids[index]!),
        data: {
          name: name.es,
          description: description.es,
          price: row.price,
          ...photos[index]!,
          options: [],
          features: [],
          active: true,
          category: row.category,
          subcategory: subcategory.es,
          translations: Object.fromEntries(
            (['es', 'en', 'fr'] as const).map((locale) => [
              locale,
              {
                name: name[locale],
                description: description[locale],
                subcategory: subcategory[locale],
              },
            ]),
          ),
          videoUrl: '',
          gallery: gallery.length ? [photos[index]!.photoUrl, ...gallery] : [],
          availableToday: true,
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
