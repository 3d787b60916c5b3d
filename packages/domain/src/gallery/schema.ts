import { z } from 'zod';

/**
 * The tenant's gallery (the public page /{lang}/galeria): pictures at gallery/{id}, each with
 * its webp variants, an alt text and a caption per locale, a position and a hidden flag. Staff
 * upload pictures or pick one of the tenant's event or catalogue pictures. Messages are ids
 * (`gallery.errors.*`) each UI looks up in its own catalogue.
 */
export const GALLERY_LOCALES = ['es', 'en', 'fr'] as const;
export type GalleryLocale = (typeof GALLERY_LOCALES)[number];

/** A gallery shows at most this many pictures; an unbounded list is not a gallery. */
export const GALLERY_MAX_ITEMS = 200;
export const GALLERY_TEXT_MAX = { alt: 300, caption: 300 };
/** The grid's cells are 500 × 500 (their variants are picked by width). */
export const GALLERY_CELL_SIZE = 500;

const m = (id: string) => id;

export const GalleryItemIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

/** One of our stored pictures (`/api/media/...`): the gallery never hotlinks. */
export const GalleryPictureUrlSchema = z
  .string()
  .trim()
  .max(2048, m('gallery.errors.pictureInvalid'))
  .regex(/^\/api\/media\/[^?#\s]+$/, m('gallery.errors.pictureInvalid'))
  .refine((value) => !value.split('/').includes('..'), m('gallery.errors.pictureInvalid'));

export const GalleryVariantSchema = z.object({
  width: z.number().int().positive().max(10_000),
  url: GalleryPictureUrlSchema,
});
export type GalleryVariant = z.output<typeof GalleryVariantSchema>;

const text = (max: number) =>
  z.string().trim().max(max, m('gallery.errors.textTooLong')).default('');

/** A text per locale (es, en, fr), each optional and trimmed. */
const perLocale = (max: number) =>
  z.object({ es: text(max), en: text(max), fr: text(max) }).default({ es: '', en: '', fr: '' });

export const GALLERY_SOURCES = ['upload', 'event', 'catalog', 'library'] as const;
export const GallerySourceSchema = z.enum(GALLERY_SOURCES);

const required = (max: number) => z.string().trim().max(max, m('gallery.errors.textTooLong'));
const localeTexts = (max: number) =>
  z.object({ es: required(max), en: required(max), fr: required(max) });

/** The back office's picture form: every text of every locale, and whether guests see it. */
export const GalleryEditSchema = z.object({
  alt: localeTexts(GALLERY_TEXT_MAX.alt),
  caption: localeTexts(GALLERY_TEXT_MAX.caption),
  hidden: z.boolean(),
});
export type GalleryEdit = z.output<typeof GalleryEditSchema>;

/** A picture's fields only the server sets: a read answers them, a write leaves them as they are. */
const GALLERY_SERVER_FIELDS = {
  id: z.string(),
  source: GallerySourceSchema,
  url: z.string(),
  resized: z.array(z.object({ width: z.number().int().positive(), url: z.string() })),
  order: z.number().int().min(0),
  createdAt: z.number().int().nonnegative(),
  updatedAt: z.number().int().nonnegative(),
};

/**
 * What staff may change on a picture (its texts and whether guests see it), any part of it. The
 * server's own fields may come along (a picture sent back as it was read) and are ignored; any
 * other key is refused.
 */
export const GalleryPatchSchema = GalleryEditSchema.partial()
  .extend(
    Object.fromEntries(
      Object.entries(GALLERY_SERVER_FIELDS).map(([key, schema]) => [
        key,
        schema.optional().describe('Set by the server; ignored'),
      ]),
    ) as {
      [K in keyof typeof GALLERY_SERVER_FIELDS]: z.ZodOptional<(typeof GALLERY_SERVER_FIELDS)[K]>;
    },
  )
  .strict();
export type GalleryPatch = z.input<typeof GalleryPatchSchema>;

/**
 * Adds one of the tenant's own event or catalogue pictures, or a picture of the media library
 * (the Files section's, outside the editors' folders), picked in the back office.
 */
export const GalleryAddSchema = z
  .object({
    source: z.enum(['event', 'catalog', 'library']),
    url: GalleryPictureUrlSchema,
    resized: z.array(GalleryVariantSchema).max(20).default([]),
    alt: perLocale(GALLERY_TEXT_MAX.alt),
    caption: perLocale(GALLERY_TEXT_MAX.caption),
  })
  .strict();
export type GalleryAdd = z.input<typeof GalleryAddSchema>;

const plainTexts = z.object({ es: z.string(), en: z.string(), fr: z.string() });

/** A stored picture as the back office sees it (plain fields: the serializer encodes through it). */
export const GalleryItemSchema = z.object({
  ...GALLERY_SERVER_FIELDS,
  id: GalleryItemIdSchema,
  alt: plainTexts,
  caption: plainTexts,
  hidden: z.boolean(),
});
export type GalleryItem = z.output<typeof GalleryItemSchema>;

export const GalleryOrderSchema = z.object({
  ids: z.array(GalleryItemIdSchema).min(1).max(GALLERY_MAX_ITEMS),
});

/** One picture as guests get it: its texts in the page's language, no staff fields. */
export const PublicGalleryPictureSchema = z.object({
  id: z.string(),
  src: z.string(),
  /** `url 640w, …` from the stored webp variants; empty when there are none. */
  srcset: z.string(),
  alt: z.string(),
  caption: z.string(),
});
export type PublicGalleryPicture = z.output<typeof PublicGalleryPictureSchema>;

export const PublicGallerySchema = z.object({
  locale: z.enum(GALLERY_LOCALES),
  items: z.array(PublicGalleryPictureSchema),
});
export type PublicGallery = z.output<typeof PublicGallerySchema>;

const emptyTexts = { es: '', en: '', fr: '' };

/**
 * A stored document as an item, or null when it cannot be one (no picture): hand edits in the
 * database console fall back field by field instead of failing the list.
 */
export function galleryItemFromStored(id: string, stored: unknown): GalleryItem | null {
  if (!stored || typeof stored !== 'object' || !GalleryItemIdSchema.safeParse(id).success)
    return null;
  const doc = stored as Record<string, unknown>;
  const url = GalleryPictureUrlSchema.safeParse(doc.url);
  if (!url.success) return null;
  const texts = (value: unknown) => {
    const parsed = perLocale(GALLERY_TEXT_MAX.alt * 10).safeParse(value);
    return parsed.success ? parsed.data : emptyTexts;
  };
  const when = (value: unknown): number =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
  const resized = z.array(GalleryVariantSchema).safeParse(doc.resized);
  const source = GallerySourceSchema.safeParse(doc.source);
  const createdAt = when(doc.createdAt);
  return {
    id,
    source: source.success ? source.data : 'upload',
    url: url.data,
    resized: resized.success ? resized.data : [],
    alt: texts(doc.alt),
    caption: texts(doc.caption),
    hidden: doc.hidden === true,
    order: when(doc.order),
    createdAt,
    updatedAt: when(doc.updatedAt) || createdAt,
  };
}

/** Staff's order, then the oldest first (a stable order for equal positions). */
export const compareGalleryItems = (a: GalleryItem, b: GalleryItem) =>
  a.order - b.order || a.createdAt - b.createdAt || a.id.localeCompare(b.id);

/** `url 640w, url 1080w` from the variants, narrowest first. */
export function gallerySrcset(resized: readonly GalleryVariant[]): string {
  return [...resized]
    .sort((a, b) => a.width - b.width)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/**
 * The guests' gallery in a locale: visible pictures in staff's order. A missing alt text falls
 * back to the Spanish one, then to the caption (the page adds "Photo n" when all are empty).
 */
export function publicGallery(items: readonly GalleryItem[], locale: GalleryLocale): PublicGallery {
  return {
    locale,
    items: [...items]
      .filter((item) => !item.hidden)
      .sort(compareGalleryItems)
      .map((item) => {
        const caption = item.caption[locale] || item.caption.es;
        // The smallest variant at least a cell wide is the fallback src (old browsers).
        const sorted = [...item.resized].sort((a, b) => a.width - b.width);
        const fallback = sorted.find((v) => v.width >= 640) ?? sorted.at(-1);
        return {
          id: item.id,
          src: fallback?.url ?? item.url,
          srcset: gallerySrcset(item.resized),
          alt: item.alt[locale] || item.alt.es || caption,
          caption,
        };
      }),
  };
}
